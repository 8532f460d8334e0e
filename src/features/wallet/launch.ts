/**
 * Carrying out a launch plan in the browser. Phone browsers only allow a new window that is
 * opened synchronously inside the tap, so the window is opened first (openLaunchWindow, in the
 * click handler) and pointed at the game once the link is known (finishLaunch). Every URL passes
 * the URL gate (src/rules/url.ts) here, at the sink, whatever built it.
 */
import { config } from '@/config';
import { formActionUrl, navigableUrl, passwordLinkUrl } from '@/rules/url';
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

function navigate(url: string | null, target: LaunchTarget): boolean {
  if (!url) return false;
  if (target.window) target.window.location.href = url;
  else window.location.assign(url);
  return true;
}

function postForm(raw: string, fields: Record<string, string>, target: LaunchTarget): boolean {
  const action = formActionUrl(raw, { allowHttp: config.allowHttpGameForms });
  if (!action) return false;
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
  return true;
}

/**
 * Sends the opened target to the game: a link (autoLogin answer, superslot's query link, web) or a posted form.
 * Answers false, with the opened tab closed, when nothing was followed: the URL gate refused the
 * link or there was none (the caller tells the member the link is unsafe).
 */
export function finishLaunch(plan: LaunchPlan, target: LaunchTarget, link?: string): boolean {
  let followed = false;
  if (plan.kind === 'form') followed = postForm(plan.action, plan.fields, target);
  else if (plan.kind === 'link') followed = navigate(navigableUrl(plan.url), target);
  else if (plan.kind === 'queryLogin')
    followed = navigate(passwordLinkUrl(plan.url, { allowHttp: config.allowHttpGameForms }), target);
  else if (plan.kind === 'autoLogin') followed = navigate(navigableUrl(link ?? ''), target);
  if (!followed) cancelLaunch(target);
  return followed;
}
