/**
 * A strict little XML reader for the tests: elements, attributes and text, refusing what a real
 * parser would (mismatched tags, a bare `<` or `&` in text). Enough to assert element order,
 * namespaces and escaping without a snapshot or a dependency.
 */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  text: string;
}

const TOKEN = /<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*")*)\s*(\/?)>|([^<]+)/gy;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&([a-z]+);|&/g, (_match, name: string | undefined) => {
    if (name === undefined || !(name in ENTITIES)) throw new Error(`Bare & in text: ${text}`);
    return ENTITIES[name];
  });
}

export function parseXml(xml: string): XmlNode {
  const root: XmlNode = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  TOKEN.lastIndex = 0;
  let match: RegExpExecArray | null;
  while (TOKEN.lastIndex < xml.length && (match = TOKEN.exec(xml))) {
    const [, closing, name, rawAttributes, selfClosing, text] = match;
    const current = stack[stack.length - 1];
    if (text !== undefined) {
      current.text += decode(text);
    } else if (closing) {
      if (current.name !== name) throw new Error(`</${name}> closes <${current.name}>`);
      stack.pop();
    } else {
      const attributes: Record<string, string> = {};
      for (const [, key, value] of rawAttributes.matchAll(/([\w:.-]+)="([^"]*)"/g)) {
        attributes[key] = decode(value);
      }
      const node: XmlNode = { name, attributes, children: [], text: '' };
      current.children.push(node);
      if (!selfClosing) stack.push(node);
    }
  }
  if (TOKEN.lastIndex !== xml.length || stack.length !== 1) throw new Error('Malformed XML');
  if (root.children.length !== 1) throw new Error('One root element expected');
  return root.children[0];
}

/** The child element names of `node`, in order. */
export const childNames = (node: XmlNode) => node.children.map((child) => child.name);

/** The first child called `name` (throws when there is none). */
export function child(node: XmlNode, name: string): XmlNode {
  const found = node.children.find((c) => c.name === name);
  if (!found) throw new Error(`<${node.name}> has no <${name}>`);
  return found;
}

/** Every element below `node`, depth first. */
export function descendants(node: XmlNode): XmlNode[] {
  return node.children.flatMap((c) => [c, ...descendants(c)]);
}
