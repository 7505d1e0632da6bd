// SPDX-License-Identifier: MIT
// The board of the pupils' pages: the class's phone page (resources/class,
// served before class.js as /board.js) and the homework page
// (resources/homework, inlined before homework.js). One name, NqBoard,
// holds it all: the square names, the SVG drawing (squares, queens, marks,
// coordinates), the board's size on the screen, and the pupil's own board
// of seat work and homework (every square a button, the arrow keys).
// It holds no state of a page and has no words: each page says its own.
'use strict';

const NqBoard = (function () {
  // The SVG namespace, from the hidden <svg id="svg-namespace"> that both
  // pages hold: the HTML parser gives it the namespace, so no file writes
  // it down (the homework file names no URL at all, and no script parses
  // markup from a string: tst_homeworkfile and tst_classpage check both).
  const SVG = document.getElementById('svg-namespace').namespaceURI;
  const MIN_CELL = 44; // a thumb's width in CSS px (WCAG 2.5.5)
  const MAX_CELL = 72;
  const LABEL = 22; // room for the rank numbers and file letters

  // Column 0 -> "a", 25 -> "z", 26 -> "aa".
  function fileName(col) {
    let name = '';
    for (let value = col + 1; value > 0; value = Math.floor((value - 1) / 26)) {
      name = String.fromCharCode(97 + ((value - 1) % 26)) + name;
    }
    return name;
  }

  // Row 0 is the top: on an 8 x 8 board (0, 4) is "e8".
  function squareName(n, row, col) {
    return fileName(col) + String(n - row);
  }

  // "e4" -> {row, col} on an n x n board, or null.
  function parseSquare(n, name) {
    const match = /^([a-z]{1,3})(\d{1,3})$/.exec(name);
    if (!match) {
      return null;
    }
    let col = 0;
    for (const c of match[1]) {
      col = col * 26 + (c.charCodeAt(0) - 96);
    }
    col -= 1;
    const row = n - Number(match[2]);
    return row >= 0 && row < n && col >= 0 && col < n ? { row, col } : null;
  }

  // An SVG element with `attributes`, appended to `parent` when given.
  function el(name, attributes, parent) {
    const node = document.createElementNS(SVG, name);
    for (const key of Object.keys(attributes)) {
      node.setAttribute(key, String(attributes[key]));
    }
    if (parent) {
      parent.appendChild(node);
    }
    return node;
  }

  // A mark drawn over a white edge of its own, so that it stands out on
  // both square colours in bright light.
  function mark(name, attributes, parent) {
    el(name, Object.assign({}, attributes, { class: 'halo' }), parent);
    return el(name, attributes, parent);
  }

  // A queen: a crown on a base, black with a white edge, readable on both
  // square colours and in sunlight; an attacker gets a ring.
  function queen(parent, x, y, size, attacker) {
    const s = size / 100;
    const g = el('g', { transform: 'translate(' + x + ' ' + y + ') scale(' + s + ')', class: 'queen' + (attacker ? ' attacker' : '') }, parent);
    if (attacker) {
      mark('circle', { cx: 50, cy: 52, r: 46, class: 'attacker-ring' }, g);
    }
    el('path', {
      d: 'M18 78 L14 36 L32 56 L40 26 L50 52 L60 26 L68 56 L86 36 L82 78 Z M18 84 H82 V92 H18 Z',
      class: 'crown',
    }, g);
    for (const [cx, cy] of [[14, 32], [40, 22], [60, 22], [86, 32]]) {
      el('circle', { cx, cy, r: 6, class: 'crown' }, g);
    }
  }

  // A cross over the square at (x, y), on a white edge: a refused square.
  function cross(parent, x, y, cell, kind) {
    const m = cell * 0.2;
    const d = 'M' + (x + m) + ' ' + (y + m) + ' L' + (x + cell - m) + ' ' + (y + cell - m)
      + ' M' + (x + cell - m) + ' ' + (y + m) + ' L' + (x + m) + ' ' + (y + cell - m);
    el('path', { d, class: 'refused-under' }, parent);
    el('path', { d, class: kind || 'refused' }, parent);
  }

  // The board's squares and where its labels go: {cell, label, bottom}.
  // The file letters always under the squares (`bottom`); the rank numbers
  // in a column of their own (`label`) where it fits beside N squares of
  // 44 px, or where the board scrolls sideways anyway (12 x 12 on a
  // phone); only where the column alone would make the board scroll (a
  // phone's 8 x 8: 8 x 44 px leave 8 px of 360) in the corners of the left
  // column's squares (`label` 0). On a wide screen the board stands beside
  // the page's other parts and fits the window's height less `reserved`
  // px (what the page shows above it); on a narrow one it takes `scroll`'s
  // width (an element), the page scrolls down, and sideways inside the
  // board for large N.
  function geometry(n, scroll, reserved) {
    const wide = window.matchMedia('(min-width: 900px)').matches;
    const width = wide ? Math.floor(window.innerWidth * 0.55) : (scroll.clientWidth || 320);
    const height = wide ? window.innerHeight - reserved : Infinity;
    const fit = (left) => Math.floor(Math.min(width - left - 4, height - LABEL) / n);
    const ranks = n >= 10 ? LABEL + 8 : LABEL; // two digits, clear of the row's outline
    if (fit(ranks) >= MIN_CELL || fit(0) < MIN_CELL) {
      return { cell: Math.max(MIN_CELL, Math.min(MAX_CELL, fit(ranks))), label: ranks, bottom: LABEL };
    }
    return { cell: Math.min(MAX_CELL, fit(0)), label: 0, bottom: LABEL };
  }

  // How far from the board's left edge a rank number drawn inside the
  // squares reaches: a row's outline starts beyond it, so that its dashes
  // never cross the number.
  function insideRankWidth(n) {
    return 6 + 8 * String(n).length;
  }

  // `host` sized for an n x n board of geometry `g`, emptied, and the
  // board's <svg> with its squares (in a group of their own), not yet in
  // `host`: the page draws its marks on it, then coordinates() and
  // host.appendChild(svg).
  function frame(host, n, g, attributes) {
    const width = g.label + n * g.cell;
    const height = n * g.cell + g.bottom;
    host.textContent = '';
    host.style.width = width + 'px';
    host.style.height = height + 'px';
    const svg = el('svg', Object.assign({ width, height, viewBox: '0 0 ' + width + ' ' + height }, attributes));
    const squares = el('g', {}, svg);
    for (let row = 0; row < n; row += 1) {
      for (let col = 0; col < n; col += 1) {
        el('rect', {
          x: g.label + col * g.cell, y: row * g.cell, width: g.cell, height: g.cell,
          class: (row + col) % 2 === 0 ? 'light' : 'dark',
        }, squares);
      }
    }
    return svg;
  }

  // The ranks and files (geometry() says where): the files centred under
  // the squares; the ranks centred beside them, or inside (a phone's 8 x 8)
  // in the top left corner of the left column's squares, drawn last so that
  // no mark hides them.
  function coordinates(svg, n, g) {
    const side = n * g.cell;
    for (let i = 0; i < n; i += 1) {
      const rank = g.label
        ? el('text', { x: g.label / 2, y: i * g.cell + g.cell / 2, class: 'coord', 'font-size': 16 }, svg)
        : el('text', { x: 2, y: i * g.cell + 2, class: 'coord inside rank', 'font-size': 12 }, svg);
      rank.textContent = String(n - i);
      const file = el('text', { x: g.label + i * g.cell + g.cell / 2, y: side + g.bottom / 2, class: 'coord', 'font-size': 16 }, svg);
      file.textContent = fileName(i);
    }
  }

  // The pupil's own board (seat work, homework) in `host`, drawn from
  // `view` (square names throughout):
  //   n, g (geometry()), label (the board's name), describedBy;
  //   queens, refused: the board's;
  //   subject: a square a question is about ('' for none);
  //   acted, actedRight: the square of the pupil's last step or answer;
  //   by: the queens that attack `acted` (drawn when the step was wrong);
  //   expected: the right step, outlined ('' for none);
  //   actedLine, expectedLine: a row [row, -1] or a column [-1, col]
  //     framed as `acted` and `expected` are (a predict answer), or null;
  //   pending: squares whose steps wait for the program's answer;
  //   finished: the squares no longer act (aria-disabled);
  //   focus: the square in the tab order ('' or off the board: the last
  //     queen, else the top left square);
  //   tap(name): a square pressed (a click, Enter or Space).
  // Every square is a button named as the board labels it, in reading
  // order, with its marks as classes and as aria-describedby (the page's
  // elements seat-d-queen, seat-d-refused, ...). Returns the square in the
  // tab order; the focus stays on the board when it was there.
  function drawSeat(host, view) {
    const { n, g, queens, refused, by } = view;
    const cell = g.cell;
    const hadFocus = host.contains(document.activeElement);
    const svg = frame(host, n, g, { 'aria-hidden': 'true' });
    host.setAttribute('aria-label', view.label);
    host.setAttribute('aria-describedby', view.describedBy);
    const at = (name) => parseSquare(n, name);
    const x0 = (p) => g.label + p.col * cell;
    const y0 = (p) => p.row * cell;
    for (const name of refused) {
      const p = at(name);
      cross(svg, x0(p), y0(p), cell);
    }
    const acted = view.acted ? at(view.acted) : null;
    if (view.subject) {
      const p = at(view.subject);
      mark('rect', { x: x0(p) + 6, y: y0(p) + 6, width: cell - 12, height: cell - 12, class: 'offered' }, svg);
    }
    if (acted && !view.actedRight) {
      for (const name of by) {
        const p = at(name);
        mark('line', {
          x1: x0(p) + cell / 2, y1: y0(p) + cell / 2,
          x2: x0(acted) + cell / 2, y2: y0(acted) + cell / 2, class: 'attack-line',
        }, svg);
      }
    }
    for (const name of queens) {
      const p = at(name);
      queen(svg, x0(p) + cell * 0.1, y0(p) + cell * 0.08, cell * 0.8, by.includes(name));
    }
    if (view.expected) {
      const p = at(view.expected);
      mark('rect', { x: x0(p) + 4, y: y0(p) + 4, width: cell - 8, height: cell - 8, class: 'expected' }, svg);
    }
    if (acted) {
      mark('rect', {
        x: x0(acted) + 3, y: y0(acted) + 3, width: cell - 6, height: cell - 6,
        class: 'acted ' + (view.actedRight ? 'good' : 'bad'),
      }, svg);
    }
    // A whole line: clear of a rank number drawn inside the squares.
    const skip = g.label ? 0 : insideRankWidth(n);
    const line = (l, inset) => (l[0] >= 0
      ? { x: g.label + inset + skip, y: l[0] * cell + inset, width: n * cell - 2 * inset - skip, height: cell - 2 * inset }
      : { x: g.label + l[1] * cell + inset, y: inset, width: cell - 2 * inset, height: n * cell - 2 * inset });
    if (view.expectedLine) {
      mark('rect', Object.assign(line(view.expectedLine, 4), { class: 'expected' }), svg);
    }
    if (view.actedLine) {
      mark('rect', Object.assign(line(view.actedLine, 3), { class: 'acted ' + (view.actedRight ? 'good' : 'bad') }), svg);
    }
    const pending = view.pending || [];
    for (const name of pending) {
      const p = at(name);
      if (p) {
        el('circle', { cx: x0(p) + cell / 2, cy: y0(p) + cell / 2, r: cell * 0.3, class: 'pending' }, svg);
      }
    }
    coordinates(svg, n, g);
    host.appendChild(svg);

    let focus = view.focus;
    if (!focus || !at(focus)) {
      focus = queens.length ? queens[queens.length - 1] : squareName(n, 0, 0);
    }
    for (let row = 0; row < n; row += 1) {
      for (let col = 0; col < n; col += 1) {
        const name = squareName(n, row, col);
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'square';
        button.setAttribute('aria-label', name);
        button.setAttribute('data-square', name);
        const states = [];
        const kinds = [];
        if (queens.includes(name)) {
          states.push('queen');
          kinds.push('seat-d-queen');
        }
        if (refused.includes(name)) {
          states.push('refused');
          kinds.push('seat-d-refused');
        }
        if (view.acted === name) {
          states.push('acted', view.actedRight ? 'right' : 'wrong');
          kinds.push('seat-d-acted');
        }
        if (by.includes(name)) {
          states.push('by');
          kinds.push('seat-d-by');
        }
        if (view.expected === name) {
          states.push('expected');
          kinds.push('seat-d-expected');
        }
        if (pending.includes(name)) {
          states.push('pending');
        }
        button.classList.add(...states);
        if (kinds.length) {
          button.setAttribute('aria-describedby', kinds.join(' '));
        }
        if (view.finished) {
          button.setAttribute('aria-disabled', 'true');
        }
        button.tabIndex = name === focus ? 0 : -1;
        button.style.left = x0({ col }) + 'px';
        button.style.top = y0({ row }) + 'px';
        button.style.width = cell + 'px';
        button.style.height = cell + 'px';
        button.addEventListener('click', () => view.tap(name));
        host.appendChild(button);
      }
    }
    if (hadFocus) {
      focusOn(host, focus);
    }
    return focus;
  }

  // The keyboard on square `name` of `host`'s board: the only square in
  // the tab order, focused. False when the board has no such square.
  function focusOn(host, name) {
    const button = host.querySelector('button[data-square="' + name + '"]');
    if (!button) {
      return false;
    }
    for (const other of host.querySelectorAll('button[tabindex="0"]')) {
      other.tabIndex = -1;
    }
    button.tabIndex = 0;
    button.focus();
    return true;
  }

  // The keys of drawSeat()'s board in `host`: the arrow keys move between
  // the squares (Home and End to the row's ends), Enter and Space press the
  // square's button (the tool in use), X and Delete refuse the square.
  // size(): the board's n, or 0 while there is none; refuse(name);
  // moved(name): the square the keyboard is on now.
  function handleKeys(host, size, refuse, moved) {
    host.addEventListener('keydown', (event) => {
      const n = size();
      if (!n || !event.target.matches('button.square')) {
        return;
      }
      const name = event.target.getAttribute('data-square');
      const p = parseSquare(n, name);
      if ((event.key === 'x' || event.key === 'X' || event.key === 'Delete')
          && !event.ctrlKey && !event.altKey && !event.metaKey) {
        event.preventDefault();
        refuse(name);
        return;
      }
      const moves = {
        ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1],
        Home: [0, -p.col], End: [0, n - 1 - p.col],
      };
      const move = moves[event.key];
      if (!move) {
        return;
      }
      event.preventDefault();
      const row = Math.max(0, Math.min(n - 1, p.row + move[0]));
      const col = Math.max(0, Math.min(n - 1, p.col + move[1]));
      const to = squareName(n, row, col);
      if (focusOn(host, to)) {
        moved(to);
      }
    });
  }

  // A legend: an item per [swatch's kind, words].
  function fillLegend(list, items) {
    list.textContent = '';
    for (const [kind, words] of items) {
      const li = document.createElement('li');
      const swatch = document.createElement('span');
      swatch.className = 'swatch ' + kind;
      swatch.setAttribute('aria-hidden', 'true');
      li.appendChild(swatch);
      li.appendChild(document.createTextNode(words));
      list.appendChild(li);
    }
  }

  // Counts: an item per [words, number].
  function fillCounts(list, items) {
    list.textContent = '';
    for (const [words, value] of items) {
      const li = document.createElement('li');
      const label = document.createElement('span');
      label.textContent = words;
      const number = document.createElement('strong');
      number.textContent = String(value);
      li.appendChild(label);
      li.appendChild(number);
      list.appendChild(li);
    }
  }

  return Object.freeze({
    fileName, squareName, parseSquare,
    el, mark, queen, cross, insideRankWidth,
    geometry, frame, coordinates,
    drawSeat, focusOn, handleKeys,
    fillLegend, fillCounts,
  });
}());
