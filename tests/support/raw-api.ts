import type { AxiosRequestConfig } from 'axios';
import { http } from '@/lib/http';

/**
 * The mock's answer as sent, through the app's one HTTP client (headers, token, error mapping) but without
 * the contract's parsing: for tests of the mock's own rules and of answers the contract must refuse.
 */
export const api = {
  get: <T>(url: string, options?: AxiosRequestConfig) => http.get<T>(url, options).then((r) => r.data),
  post: <T>(url: string, body?: unknown, options?: AxiosRequestConfig) =>
    http.post<T>(url, body, options).then((r) => r.data),
  put: <T>(url: string, body?: unknown, options?: AxiosRequestConfig) =>
    http.put<T>(url, body, options).then((r) => r.data),
  delete: <T>(url: string, options?: AxiosRequestConfig) => http.delete<T>(url, options).then((r) => r.data),
};
