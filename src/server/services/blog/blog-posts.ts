import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlogPost } from '../../../contract/blog.ts';

const blogDir = path.resolve(import.meta.dirname, '../../../content/blog');
const FILE = /^([a-z0-9-]+)\.(en|sw)\.md$/;

/** `---` front matter of `key: value` lines, then the markdown body: all our posts need. */
function parse(slug: string, language: 'en' | 'sw', source: string): BlogPost {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`blog post ${slug}.${language}.md has no front matter`);
  const meta = Object.fromEntries(
    match[1]!.split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  for (const key of ['title', 'summary', 'date']) {
    if (!meta[key]) throw new Error(`blog post ${slug}.${language}.md lacks "${key}"`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(meta.date!))
    throw new Error(`blog post ${slug}.${language}.md: date is YYYY-MM-DD`);
  return {
    slug,
    language,
    title: meta.title!,
    summary: meta.summary!,
    date: meta.date!,
    body: match[2]!.trim(),
  };
}

/** Every post in both languages, newest first; read once at start, so a broken post stops the start. */
function loadPosts(): BlogPost[] {
  return readdirSync(blogDir)
    .flatMap((file) => {
      const found = FILE.exec(file);
      if (!found) return [];
      const [, slug, language] = found as unknown as [string, string, 'en' | 'sw'];
      return [parse(slug, language, readFileSync(path.join(blogDir, file), 'utf8'))];
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

const posts = loadPosts();

/** The posts in the reader's language; a post not yet translated is shown in the other language. */
export function postsIn(language: 'en' | 'sw'): BlogPost[] {
  const slugs = [...new Set(posts.map((post) => post.slug))];
  return slugs.map((slug) => postIn(slug, language)!);
}

export function postIn(slug: string, language: 'en' | 'sw'): BlogPost | null {
  const versions = posts.filter((post) => post.slug === slug);
  return versions.find((post) => post.language === language) ?? versions[0] ?? null;
}
