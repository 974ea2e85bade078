import fs from 'node:fs';
import path from 'node:path';
import { importClosure } from './import-closure';

const ICON_NAME = /\b([A-Z][A-Za-z]+(?:Outlined|Filled|TwoTone))\b/g;
const ICON_FILE =
  /[\\/]@ant-design[\\/]icons(?:-svg)?[\\/]es[\\/](?:icons|asn)[\\/]([A-Za-z]+)\.js$/;

/** The antd icon names written in `file`, or in every .ts, .tsx and .js file under it. */
export function iconNamesIn(file: string): Set<string> {
  const names = new Set<string>();
  const visit = (entry: string) => {
    if (fs.statSync(entry).isDirectory()) {
      for (const child of fs.readdirSync(entry)) visit(path.join(entry, child));
    } else if (/\.(tsx?|js)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
      for (const [, name] of fs.readFileSync(entry, 'utf8').matchAll(ICON_NAME)) names.add(name!);
    }
  };
  visit(file);
  return names;
}

/**
 * A code-splitting group for the icons of the signed-in navigation (`iconMap`): one chunk beside
 * the shell. Each of them is also drawn by some screen, so the bundler would otherwise give every
 * one a chunk of its own, a few hundred bytes that compress badly and cost a request: about 40 on
 * every signed-in page (issue 22). The navigation shows them all to a workshop's manager and most
 * to anyone else. Icons that a page without the shell may draw stay out, so those pages do not
 * download the navigation's: icons of what every page loads (`entry` and its static imports), of
 * the public screens (`publicScreens`: sign-in, the customer's signed links, with everything they
 * import, lazily or not), antd's components they use (`antdComponents`, antd's ES folder) included.
 */
export function navIconsGroup({
  iconMap,
  sourceRoot,
  entry,
  publicScreens,
  antdComponents,
}: {
  iconMap: string;
  sourceRoot: string;
  entry: string;
  publicScreens: readonly string[];
  antdComponents: string;
}) {
  const navigation = iconNamesIn(iconMap);
  const packages = { antd: antdComponents };
  const publicFiles = [
    ...importClosure([entry], { sourceRoot, lazy: false, packages }),
    ...importClosure(publicScreens, { sourceRoot, lazy: true, packages }),
  ];
  const publicNames = new Set(publicFiles.flatMap((file) => [...iconNamesIn(file)]));
  const members = new Set([...navigation].filter((name) => !publicNames.has(name)));
  return {
    name: 'nav-icons',
    test: (id: string) => {
      const name = ICON_FILE.exec(id)?.[1];
      return name !== undefined && members.has(name);
    },
    priority: 20,
    // Only the icons: their own imports (antd's icon component, React) stay where they are.
    includeDependenciesRecursively: false,
  };
}
