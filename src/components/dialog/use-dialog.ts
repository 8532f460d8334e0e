import { useContext } from 'react';
import { DialogContext, type DialogApi } from './dialog-context';

export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog must be used inside <DialogProvider>');
  return api;
}
