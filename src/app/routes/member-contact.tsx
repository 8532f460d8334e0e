import { SharedContactPage } from './shared-contact-page';

export function Component() {
  return <SharedContactPage underTopBar />;
}
