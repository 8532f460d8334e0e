/**
 * QA actions that move the mocked world forward (pay a QR code, settle a slip, complete a
 * withdrawal). Each area's mock module adds its own with registerQaAction.
 */
export interface QaActionField {
  name: string;
  labelKey: string;
  options?: () => { value: string; label: string }[];
}

export interface QaAction {
  id: string;
  labelKey: string;
  fields: QaActionField[];
  /** Returns a short result line; throws with a message when it cannot run. */
  run: (values: Record<string, string>) => string;
}

const actions: QaAction[] = [];

export function registerQaAction(action: QaAction): void {
  const index = actions.findIndex((a) => a.id === action.id);
  if (index >= 0) actions[index] = action;
  else actions.push(action);
}

export function qaActions(): readonly QaAction[] {
  return actions;
}
