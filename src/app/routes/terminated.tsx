import { TerminatedView } from '@/features/content/components/terminated-view';

export function Component() {
  return <TerminatedView />;
}
