/** Files the build writes into public/, by their site path. */
import fs from 'fs'
import path from 'path'

/** Writes a file of public/ (a site path such as `/robots.txt`), creating its folder. */
export function writePublicFile(sitePath: string, text: string): void {
  const target = path.join('public', sitePath)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.writeFileSync(target, text)
}
