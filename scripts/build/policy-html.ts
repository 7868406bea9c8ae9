import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import type { Plugin } from 'vite';

interface PolicyPart {
  intro: string;
  sections: { body: string }[];
}

const toHtml = (markdown: string) => renderToStaticMarkup(createElement(Markdown, null, markdown));

/**
 * The privacy policy and notice are written in Markdown (locales/<language>/privacy.json); the client
 * gets them as HTML, made here at build time with the same renderer, so a phone neither downloads a
 * Markdown parser nor spends its processor on one before the page can be used. Raw HTML in the
 * Markdown is not passed through, as react-markdown never does.
 */
export function policyHtml(): Plugin {
  return {
    name: 'mimea-policy-html',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]locales[\\/][^\\/]+[\\/]privacy\.json$/.test(id)) return;
      const texts = JSON.parse(code) as Record<string, unknown>;
      for (const key of ['policy', 'notice']) {
        const part = texts[key] as PolicyPart;
        part.intro = toHtml(part.intro);
        for (const section of part.sections) section.body = toHtml(section.body);
      }
      return { code: JSON.stringify(texts), map: null };
    },
  };
}
