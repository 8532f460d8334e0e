/** A query for what a member sees, in plain JSON so that either driver can hand it to the page (./in-page.ts). */
export type Text = string | { source: string; flags: string };

export type Step =
  { by: 'role'; role: string; name?: Text } | { by: 'label'; label: Text } | { by: 'text'; text: Text };

/** Each step is looked for inside the first match of the step before it. */
export type Query = Step[];

function text(value: string | RegExp): Text {
  return typeof value === 'string' ? value : { source: value.source, flags: value.flags };
}

export const role = (name: string, accessibleName?: string | RegExp): Step => ({
  by: 'role',
  role: name,
  name: accessibleName === undefined ? undefined : text(accessibleName),
});
export const label = (value: string | RegExp): Step => ({ by: 'label', label: text(value) });
export const byText = (value: string | RegExp): Step => ({ by: 'text', text: text(value) });

export function describeQuery(query: Query): string {
  return query
    .map((step) => {
      const show = (value: Text | undefined) =>
        value === undefined ? '' : typeof value === 'string' ? `"${value}"` : `/${value.source}/${value.flags}`;
      if (step.by === 'role') return `${step.role} ${show(step.name)}`;
      return step.by === 'label' ? `label ${show(step.label)}` : `text ${show(step.text)}`;
    })
    .join(' > ');
}
