#!/usr/bin/env node
// @ts-check
/**
 * Fails when modules of src/ or scripts/ import one another round a circle of more than two files
 * (`npm test`, scripts/test.sh). Such a circle once ran through 35 files (the Payload config, the
 * collections, their hooks, the caches, the preview session and back to the config), so that no
 * file of it could be read, loaded or tested without all the others. Two files that know each
 * other (a store and its two back ends) are allowed.
 *
 * Imports are read by dpdm, types left out (they vanish at run time), dynamic `import()`s kept.
 * The check looks for groups of files that all reach one another (strongly connected components),
 * not only the circles a depth-first walk happens to meet, and prints one path round each.
 */
import path from 'node:path'

import { parseDependencyTree } from 'dpdm'

const root = path.resolve(import.meta.dirname, '..')

const tree = await parseDependencyTree(['src/**/*.{ts,tsx,mjs}', 'scripts/**/*.{ts,mjs}'], {
  cwd: root,
  context: root,
  tsconfig: path.join(root, 'tsconfig.json'),
  transform: true,
  exclude: /node_modules/,
})

/** @type {Map<string, string[]>} */
const edges = new Map()
for (const [file, dependencies] of Object.entries(tree)) {
  edges.set(
    file,
    (dependencies ?? []).flatMap((d) => (d.id && d.id in tree && tree[d.id] ? [d.id] : [])),
  )
}

/** Tarjan's algorithm, iterative: the source tree is deep enough to make recursion a risk. */
function components() {
  let counter = 0
  /** @type {Map<string, number>} */ const index = new Map()
  /** @type {Map<string, number>} */ const low = new Map()
  /** @type {Set<string>} */ const onStack = new Set()
  /** @type {string[]} */ const stack = []
  /** @type {string[][]} */ const found = []
  for (const start of edges.keys()) {
    if (index.has(start)) continue
    /** @type {[string, number][]} */ const work = [[start, 0]]
    while (work.length) {
      const frame = work[work.length - 1]
      const [node, next] = frame
      if (next === 0) {
        index.set(node, counter)
        low.set(node, counter++)
        stack.push(node)
        onStack.add(node)
      }
      const targets = edges.get(node) ?? []
      if (next < targets.length) {
        frame[1]++
        const target = targets[next]
        if (!index.has(target)) work.push([target, 0])
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0))
        continue
      }
      work.pop()
      if (work.length) {
        const parent = work[work.length - 1][0]
        low.set(parent, Math.min(low.get(parent) ?? 0, low.get(node) ?? 0))
      }
      if (low.get(node) === index.get(node)) {
        /** @type {string[]} */ const component = []
        let member
        do {
          member = /** @type {string} */ (stack.pop())
          onStack.delete(member)
          component.push(member)
        } while (member !== node)
        if (component.length > 1) found.push(component)
      }
    }
  }
  return found
}

/**
 * The shortest way from one file to another inside a component (breadth-first).
 * @param {string} from
 * @param {string} to
 * @param {Set<string>} inside
 */
function shortestWay(from, to, inside) {
  /** @type {Map<string, string>} */ const cameFrom = new Map([[from, from]])
  const queue = [from]
  while (queue.length) {
    const node = /** @type {string} */ (queue.shift())
    if (node === to) break
    for (const target of edges.get(node) ?? []) {
      if (inside.has(target) && !cameFrom.has(target)) {
        cameFrom.set(target, node)
        queue.push(target)
      }
    }
  }
  const way = [to]
  while (way[0] !== from) way.unshift(/** @type {string} */ (cameFrom.get(way[0])))
  return way
}

/**
 * A circle of more than two files in a component, or null when it has none: when every import
 * inside it is answered by one back (pairs of files that know each other) and the pairs form a
 * tree, every way round passes through two files only.
 * @param {string[]} component
 */
function longCircle(component) {
  const inside = new Set(component)
  /** @type {Map<string, string[]>} */ const pairs = new Map(component.map((file) => [file, []]))
  for (const from of component) {
    for (const to of edges.get(from) ?? []) {
      if (!inside.has(to) || to === from) continue
      // An import not answered by one back: the way back runs through a third file.
      if (!(edges.get(to) ?? []).includes(from)) return [from, ...shortestWay(to, from, inside)]
      if (from < to) {
        pairs.get(from)?.push(to)
        pairs.get(to)?.push(from)
      }
    }
  }
  const pairCount = [...pairs.values()].reduce((sum, others) => sum + others.length, 0) / 2
  if (pairCount === component.length - 1) return null
  // More pairs than a tree has: some pairs close a ring of three files or more.
  const [first] = component
  /** @type {Map<string, string>} */ const cameFrom = new Map([[first, first]])
  const walk = [first]
  while (walk.length) {
    const node = /** @type {string} */ (walk.pop())
    for (const other of pairs.get(node) ?? []) {
      if (other === cameFrom.get(node)) continue
      if (cameFrom.has(other)) {
        const up = (/** @type {string} */ file) => {
          const way = [file]
          while (way[way.length - 1] !== first) way.push(/** @type {string} */ (cameFrom.get(way[way.length - 1])))
          return way
        }
        const [a, b] = [up(node), up(other)]
        while (a.length > 1 && b.length > 1 && a[a.length - 2] === b[b.length - 2]) {
          a.pop()
          b.pop()
        }
        return [...a, ...b.reverse().slice(1), node]
      }
      cameFrom.set(other, node)
      walk.push(other)
    }
  }
  return component
}

const circles = components().map((component) => ({ component, long: longCircle(component) }))
const tooLarge = circles.filter(({ long }) => long)
for (const { component, long } of circles) {
  const shown = long ? `TOO LARGE: ${long.join(' -> ')}` : `pairs only: ${component.toSorted().join(', ')}`
  console.log(`[import circles] ${component.length} files tied together (${shown})`)
}
console.log(
  `[import circles] ${Object.keys(tree).length} modules, ${circles.length} groups tied by imports, ` +
    `${tooLarge.length} with a circle of more than two files`,
)
if (tooLarge.length) {
  console.error(
    '[import circles] break each circle above: move what the lower module needs out of the upper one ' +
      '(docs/architecture.md, the map of the code)',
  )
  process.exit(1)
}
