import { ContactPage } from './contact-page';

export function Component() {
  return <ContactPage offset={false} />;
}
