import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { type AuthSession } from '@px/contracts';
import { returnPathFrom } from '@/app/guards/auth-guards';
import { sessionStarted } from '@/app/store/auth-slice';
import { useAppDispatch } from '@/app/store/hooks';
import { authKeys } from './api';

/**
 * What login and registration do with a new session: forget the previous user's cached data, seed
 * the current user, mark the session started and go back to where the user was heading.
 */
export function useStartSession(): (session: AuthSession) => void {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  return (session) => {
    queryClient.clear();
    queryClient.setQueryData(authKeys.me, session.user);
    dispatch(sessionStarted(session.user));
    // Same target as PublicOnlyRoute, which re-renders for the new session.
    navigate(returnPathFrom(location.state), { replace: true });
  };
}
