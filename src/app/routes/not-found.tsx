import { NotFoundView } from '@/features/content/components/not-found-view';

export function Component() {
  return <NotFoundView />;
}
