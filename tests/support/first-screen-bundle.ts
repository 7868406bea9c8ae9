import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** A first screen: the route's lazy module and the text namespaces it shows, in the active language. */
export interface FirstScreen {
  name: string;
  route: string;
  module: string;
  namespaces: string[];
}

/**
 * The screens a first visit lands on. Their namespaces are those the router loads with each screen
 * (src/app/router.tsx) on top of the shell's; the Lighthouse bench counts what a browser really fetches.
 */
export const FIRST_SCREENS: FirstScreen[] = [
  {
    name: 'auth',
    route: '/auth',
    module: 'src/app/routes/auth-page.tsx',
    namespaces: ['auth', 'chat'],
  },
  {
    name: 'assistant',
    route: '/',
    module: 'src/app/routes/assistant-page.tsx',
    namespaces: ['assistant', 'chat'],
  },
  {
    name: 'privacy_policy',
    route: '/privacy-policy',
    module: 'src/app/routes/privacy-policy-page.tsx',
    namespaces: ['privacy'],
  },
];

/** The shell's own texts, needed on every screen. */
export const SHELL_NAMESPACES = ['common', 'errors'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface FirstScreenBytes {
  /** gzip bytes, level 9, as a server compresses them. */
  html: number;
  js: number;
  css: number;
  texts: number;
  total: number;
  files: string[];
}

/** The gzip bytes of everything a first visit to `screen` needs before it can show: a size, not a timing. */
export function firstScreenBytes(clientDir: string, screen: FirstScreen, language = 'en'): FirstScreenBytes {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const code = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client build`);
    if (code.has(chunk.file)) return;
    code.add(chunk.file);
    for (const css of chunk.css ?? []) code.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  // The entry runs React's renderer, then brings in the app (src/app/main.tsx): both are start-up.
  for (const step of manifest['index.html']?.dynamicImports ?? []) visit(step);
  visit(screen.module);
  const texts = [...SHELL_NAMESPACES, ...screen.namespaces].map((namespace) => {
    const chunk = manifest[`locales/${language}/${namespace}.json`];
    if (!chunk) throw new Error(`no ${language}/${namespace} texts in the client build`);
    return chunk.file;
  });

  const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(clientDir, file)), { level: 9 }).length;
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipBytes(file), 0);
  const files = [...code];
  const html = gzipBytes('index.html');
  const js = sum(files.filter((file) => file.endsWith('.js')));
  const css = sum(files.filter((file) => file.endsWith('.css')));
  const textBytes = sum(texts);
  return { html, js, css, texts: textBytes, total: html + js + css + textBytes, files: [...files, ...texts] };
}
