// What other features use of the inventory: the catalogue part picker (work-order lines,
// spare-part requests) and the parts' query keys (to refresh its searches on a stock push).
export { partKeys } from './api';
export { PartPicker, type PartOption, type PartPickerProps } from './components/part-picker';
