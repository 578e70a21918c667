import { benchSite } from './bench-site'

process.env.ADMIN_EMAIL = 'shots@example.org'
process.env.ADMIN_PASSWORD = 'Shots-password-1'
const site = await benchSite('serve-', 3600, 'b.test')
console.log('serving', site.galleries)
setInterval(() => {}, 1e9)
