/**
 * html-validate's configuration for the built pages (`npm run check:html`; `npm test` runs the same check in
 * __tests__/e2e/html-validate.test.ts). Where a rule is set to the style React writes, both styles are valid HTML.
 */
module.exports = {
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React's server renderer writes void elements self-closed: <meta/>, <input/>.
    'void-style': ['error', { style: 'selfclose' }],
    // React writes empty attributes as name="": download="".
    'attribute-empty-style': ['error', { style: 'empty' }],
    // Off: React writes boolean attributes as hidden="", Gatsby's script tags as bare async; both are valid.
    'attribute-boolean-style': 'off',
    // Off: React writes some attribute names in camelCase (charSet, dateTime); HTML attribute names ignore case.
    'attr-case': 'off',
    // Off: every script comes from the site's own origin, content-hashed; the CSP pins each inline one by its hash.
    'require-sri': 'off',
    // Off: Gatsby renders style attributes on its focus wrapper and route announcer; the CSP allows each by hash.
    'no-inline-style': 'off',
    // HTML allows any id without spaces: Gatsby's root is "___gatsby", API anchors read "operation/createShipment".
    'valid-id': ['error', { relaxed: true }],
  },
}
