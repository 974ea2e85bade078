/**
 * dayjs as every module gets it: `import dayjs from 'dayjs'` resolves here (vite.config's alias),
 * antd's date pickers included. It speaks the language the page shows (`<html lang>`, which the
 * app's providers keep in step with the chosen language): Spanish or British English, weeks
 * starting on Monday. Only the screens that handle dates load it, instead of the first page of
 * every visit (issue 22).
 */
import dayjs from 'dayjs/esm/index.js';
import 'dayjs/esm/locale/en-gb.js';
import 'dayjs/esm/locale/es.js';

const DAYJS_LOCALES: Record<string, string> = { es: 'es', en: 'en-gb' };

function followDocumentLanguage(): void {
  dayjs.locale(DAYJS_LOCALES[document.documentElement.lang] ?? DAYJS_LOCALES.es);
}

followDocumentLanguage();
new MutationObserver(followDocumentLanguage).observe(document.documentElement, {
  attributes: true,
  attributeFilter: ['lang'],
});

export default dayjs;
