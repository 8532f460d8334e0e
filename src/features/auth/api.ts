import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http';

export interface LoginBody {
  username: string;
  password: string;
}

export const login = (body: LoginBody) => api.post<{ token: string }>('/api/login', body);

export function useLogin() {
  return useMutation({ mutationFn: login });
}
