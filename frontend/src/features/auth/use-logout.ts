import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/store/hooks';
import { logout } from '@/app/store/auth-slice';
import { logoutOnServer } from './api';

/** "Cerrar Sesión": ends the session on the server, clears everything local and goes to /login. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logoutOnServer();
    dispatch(logout());
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [dispatch, navigate, queryClient]);
}
