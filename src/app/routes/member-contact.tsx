import { SharedContactPage } from './contact/shared-page';

export function Component() {
  return <SharedContactPage underTopBar />;
}
