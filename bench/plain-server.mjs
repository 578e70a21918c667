#!/usr/bin/env node
/**
 * The limit a bench compares the site with: a plain Node.js http server answering the very bytes
 * the site answered for each address, from memory, with nothing else to do.
 *
 *   node bench/plain-server.mjs PORT answers.json
 * answers.json: [{ "host": "…", "url": "/News", "type": "text/html; charset=utf-8", "file": "…" }]
 */
import fs from 'node:fs'
import http from 'node:http'

const [port, list] = process.argv.slice(2)
const answers = new Map(
  JSON.parse(fs.readFileSync(list, 'utf8')).map((a) => [
    `${a.host} ${a.url}`,
    { type: a.type, body: fs.readFileSync(a.file) },
  ]),
)

http
  .createServer((req, res) => {
    const answer = answers.get(`${req.headers.host} ${req.url}`)
    if (!answer) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'Content-Type': answer.type, 'Content-Length': answer.body.length })
    res.end(answer.body)
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'))
