// The HTML allow-list of stored rich text (operator scripts): formatting, lists, tables, links and images,
// nothing that runs. sanitize-html parses the markup and rebuilds it from the allowed parts only:
// - tags outside the list are dropped (their text kept, escaped); script, style, textarea, noscript, option,
//   iframe, object, embed, svg and math content is dropped with the tag;
// - attributes outside the list are dropped: no event handlers (`on*`), no `class`, no `id`, no `srcset`;
// - links only http(s), mailto: and tel:, images only http(s) (no javascript:, vbscript:, data:, no
//   protocol-relative URLs); entities and control characters inside URLs are decoded before the check;
// - `style` keeps only colours, alignment and font weight/style/size/decoration with plain values (no url(),
//   no expression(), no custom properties);
// - links get rel="noopener noreferrer" and open in a new tab when a target was asked for.
import sanitizeHtml from 'sanitize-html';

const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];
const LENGTH = [/^\d{1,3}(\.\d{1,2})?(px|em|rem|%|pt)$/];

const TABLE_CELL = ['colspan', 'rowspan', 'align', 'valign'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'del',
    'ins',
    'mark',
    'small',
    'sub',
    'sup',
    'blockquote',
    'pre',
    'code',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    '*': ['style', 'title'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start', 'type'],
    td: TABLE_CELL,
    th: TABLE_CELL,
    col: ['span'],
    colgroup: ['span'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'xlink:href'],
  allowProtocolRelative: false,
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'text-decoration': [/^(none|underline|line-through|overline)( (underline|line-through|overline))*$/],
      'font-size': LENGTH,
    },
  },
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return {
        tagName,
        attribs: { ...rest, rel: 'noopener noreferrer', ...(target ? { target: '_blank' } : {}) },
      };
    },
  },
};

/** The stored form of rich text typed by a user: see the allow-list above. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
