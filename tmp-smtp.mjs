import fs from 'node:fs'
import { SMTPServer } from 'smtp-server'
fs.mkdirSync('/tmp/mails', { recursive: true })
let n = 0
const server = new SMTPServer({
  authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
  onData(stream, session, cb) {
    const chunks = []
    stream.on('data', (c) => chunks.push(c))
    stream.on('end', () => { fs.writeFileSync(`/tmp/mails/${String(++n).padStart(3, '0')}-${session.envelope.rcptTo[0].address}.eml`, Buffer.concat(chunks)); cb() })
  },
})
server.listen(2525, '127.0.0.1', () => console.log('smtp on 2525'))
