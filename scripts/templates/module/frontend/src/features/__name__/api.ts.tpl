/**
 * Server state of /__name__ (React Query): the list and the create mutation. The answer's type
 * lives here while only this screen reads it; move it to @px/contracts when the API shares it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api';

export interface __Noun__ {
  id: string;
  name: string;
  created_at: string;
}

export const __nounCamel__Keys = {
  all: ['__name__'] as const,
  list: ['__name__', 'list'] as const,
};

/** GET /api/__name__: every __noun_words__, newest first. */
export function use__Nouns__() {
  return useQuery({
    queryKey: __nounCamel__Keys.list,
    queryFn: ({ signal }) => apiRequest<__Noun__[]>('/api/__name__', { signal }),
  });
}

/** POST /api/__name__ {name}; the list is read again afterwards. */
export function useCreate__Noun__() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<__Noun__>('/api/__name__', { method: 'POST', body: { name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: __nounCamel__Keys.all }),
  });
}
