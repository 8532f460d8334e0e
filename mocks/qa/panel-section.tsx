/** One collapsible section of the QA console. */
export function Section({
  title,
  children,
  open = false,
}: {
  title: string;
  children: React.ReactNode;
  open?: boolean;
}) {
  return (
    <details className="qa-section" open={open}>
      <summary>{title}</summary>
      <div className="qa-section__body">{children}</div>
    </details>
  );
}
