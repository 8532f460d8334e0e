import { PageFrame } from './page-frame';

export function Component() {
  return <PageFrame titleKey="pages.howto" />;
}
