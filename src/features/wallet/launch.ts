/**
 * Carrying out a launch plan in the browser. Phone browsers only allow a new window that is
 * opened synchronously inside the tap, so the window is opened first (openLaunchWindow, in the
 * click handler) and pointed at the game once the link is known (finishLaunch).
 */
import type { LaunchPlan } from './model';

export interface LaunchTarget {
  /** The new tab, or null for the current one (setting off, or the browser blocked the tab). */
  window: Window | null;
  name: string;
}

/** Call synchronously inside the click handler. */
export function openLaunchWindow(newTab: boolean, name: string): LaunchTarget {
  if (!newTab) return { window: null, name: '_self' };
  const opened = window.open('', name);
  if (!opened) return { window: null, name: '_self' };
  try {
    opened.opener = null; // the game site must not reach back into the portal
  } catch {
    // some browsers forbid it on a blank window; harmless
  }
  return { window: opened, name };
}

export function cancelLaunch(target: LaunchTarget): void {
  target.window?.close();
}

function navigate(url: string, target: LaunchTarget): void {
  if (target.window) target.window.location.href = url;
  else window.location.assign(url);
}

function postForm(action: string, fields: Record<string, string>, target: LaunchTarget): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.target = target.window ? target.name : '_self';
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

/** Sends the opened target to the game: a link (autoLogin answer, superslot, web) or a posted form. */
export function finishLaunch(plan: LaunchPlan, target: LaunchTarget, link?: string): void {
  if (plan.kind === 'form') postForm(plan.action, plan.fields, target);
  else if (plan.kind === 'link') navigate(plan.url, target);
  else if (plan.kind === 'autoLogin' && link) navigate(link, target);
  else cancelLaunch(target);
}
