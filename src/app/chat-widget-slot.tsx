/** Where the floating chat widget is mounted (contact pages); the chat issue fills it in. */
export function ChatWidgetSlot() {
  return null;
}
