/** Text made safe to place in HTML: the five characters that could open markup or end an attribute. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ENTITIES[character])
