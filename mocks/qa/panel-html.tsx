import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { injectedHtml, setInjectedHtml } from './html-injection';
import { Section } from './panel-section';

const HTML_PRESETS = [
  '<img src=x onerror="alert(\'xss\')"><b>QA bold</b>',
  '<a href="javascript:alert(1)">javascript link</a> <a href="https://example.com">safe link</a>',
  '<iframe src="https://example.com"></iframe><script>alert(1)</script><p style="color:red">styled</p>',
  '<svg onload="alert(1)"><circle r="5"/></svg><form action="https://evil.example"><input name="p"></form>',
];
export function HtmlSection() {
  const { t } = useTranslation();
  const [html, setHtml] = useState(() => injectedHtml() ?? '');
  const [active, setActive] = useState(() => injectedHtml() !== null);
  const fieldId = useId();
  return (
    <Section title={t('qa.html.title')}>
      <div className="qa-buttons">
        {HTML_PRESETS.map((preset, index) => (
          <button key={preset} type="button" onClick={() => setHtml(preset)}>
            {t('qa.html.preset', { n: index + 1 })}
          </button>
        ))}
      </div>
      <label htmlFor={fieldId}>{t('qa.html.snippet')}</label>
      <textarea id={fieldId} rows={3} value={html} onChange={(e) => setHtml(e.target.value)} />
      <div className="qa-buttons">
        <button
          type="button"
          disabled={!html.trim()}
          onClick={() => {
            setInjectedHtml(html);
            setActive(true);
          }}
        >
          {t('qa.html.apply')}
        </button>
        <button
          type="button"
          onClick={() => {
            setInjectedHtml(null);
            setActive(false);
          }}
        >
          {t('qa.html.off')}
        </button>
      </div>
      <p role="status">{active ? t('qa.html.on') : t('qa.html.isOff')}</p>
    </Section>
  );
}
