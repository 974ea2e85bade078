/** How other modules name an employee: code, display name and trade. */
export interface EmployeeRef {
  id: string;
  code: string;
  full_name: string;
  trade: string;
}

export interface EmployeeRefWithStatus extends EmployeeRef {
  active: boolean;
}

/** The employee record linked to a user, active or not. */
export interface EmployeeLink {
  user_id: string;
  employee_id: string;
  code: string;
  full_name: string;
  active: boolean;
}
