// SPDX-License-Identifier: MIT
// The pupils' page of the whole-class mode: joins the class over the
// WebSocket at /ws (README, "Whole class": protocol version 1), draws the
// board the projector shows and answers the open question; in seat work
// (README, "Seat work") it shows the pupil's own board, on which the pupil
// does the algorithm's steps, each checked by the program.
//
// Every word the page shows comes from t(), by key: the class's words from
// `welcome.strings` (PageText in the program, translated there; `words`
// brings them anew when the class's language changes), and before
// joining the words that index.html holds (the class's: the server puts them
// into the page as it serves it; English in the resources). Text from the network
// (names, questions, statuses) is put in with textContent only.
'use strict';

(function () {
  const PROTOCOL = 1;
  const STORE_KEY = 'nqueens-class';
  const RETRY_MAX_MS = 10000;
  // Acts in seat work: at most ACT_BURST at once, then ACT_PER_SECOND, well
  // under the server's limit (classlimits.h: a burst of 20, 10 a second),
  // so that quick taps never earn a `too-fast`; taps beyond that wait in a
  // short queue, and beyond the queue the pupil is asked to wait.
  const ACT_BURST = 8;
  const ACT_PER_SECOND = 4;
  const ACT_QUEUE = 6;

  const $ = (id) => document.getElementById(id);
  // Without the board's script (board.js did not arrive: the Wi-Fi dropped
  // while the page loaded) nothing here works: the join screen says the
  // class cannot be reached, in the words index.html holds, instead of a
  // blank page. Loading the page again tries again.
  if (typeof NqBoard === 'undefined') {
    const words = document.querySelector('#words [data-key="cannotConnect"]');
    $('join-message').textContent = words.textContent;
    $('join-form').hidden = true;
    return;
  }
  // The board, as the homework page draws it too (resources/board/board.js).
  const { squareName, parseSquare, el, mark, queen } = NqBoard;

  // The words index.html holds, until the class's words arrive.
  const english = {};
  document.querySelectorAll('[data-key]').forEach((el) => {
    const key = el.getAttribute('data-key');
    if (!(key in english)) {
      english[key] = el.textContent;
    }
  });

  let strings = null; // welcome.strings, or the last `words`
  let me = { name: '', whole: '' }; // the pupil's name as the class has it, and a cut name's whole
  let socket = null;
  let joined = false; // welcome received on this connection
  let ended = false; // closed by the teacher, or left: no reconnecting
  let retries = 0;
  let retryTimer = 0;
  let pendingJoin = null; // the join message to send when the socket opens
  let state = null; // the last `state` message's board
  let status = '';
  let question = null; // the open (or last) question
  let answer = null; // this pupil's answer to `question`'s vote
  let confirmed = false; // the program said `answered` for `answer`
  let verdict = null; // the `reveal` for `question`, or null
  let seat = null; // this pupil's seat (seat work), or null
  let seatEnd = null; // the `seatend` shown until the next seat or question
  let refusing = false; // the tool in use: Refuse (until switched off), else Place
  let seatNote = ''; // the line under the tools: a hint or why a tap waits
  let focusSquare = ''; // the square of the board the keyboard is on
  const acts = { tokens: ACT_BURST, at: 0, queue: [], timer: 0, pending: [] };

  function t(key, ...args) {
    let text = strings && typeof strings[key] === 'string' ? strings[key] : english[key];
    if (typeof text !== 'string') {
      text = key;
    }
    // Qt's %1, %2 (the translators keep them).
    return text.replace(/%(\d)/g, (m, i) => (args[i - 1] === undefined ? m : String(args[i - 1])));
  }

  function announce(text) {
    // A new text node each time, so that a screen reader says it again.
    const live = $('live');
    live.textContent = '';
    window.setTimeout(() => { live.textContent = text; }, 50);
  }

  // ---- stored token -------------------------------------------------------

  function stored() {
    try {
      const value = JSON.parse(window.localStorage.getItem(STORE_KEY) || 'null');
      return value && typeof value.token === 'string' ? value : null;
    } catch (e) {
      return null;
    }
  }

  function store(value) {
    try {
      if (value) {
        window.localStorage.setItem(STORE_KEY, JSON.stringify(value));
      } else {
        window.localStorage.removeItem(STORE_KEY);
      }
    } catch (e) {
      // Private mode: the pupil is asked for a name again after a reload.
    }
  }

  // ---- connection ---------------------------------------------------------

  function send(message) {
    if (socket && socket.readyState === WebSocket.OPEN) {
      message.v = PROTOCOL;
      socket.send(JSON.stringify(message));
      return true;
    }
    return false;
  }

  function connect(join) {
    window.clearTimeout(retryTimer);
    retryTimer = 0;
    pendingJoin = join;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
    const scheme = window.location.protocol === 'https:' ? 'wss://' : 'ws://';
    socket = new WebSocket(scheme + window.location.host + '/ws');
    joined = false;
    socket.onopen = () => {
      if (pendingJoin) {
        send(pendingJoin);
      }
    };
    socket.onmessage = (event) => {
      let message = null;
      try {
        message = JSON.parse(event.data);
      } catch (e) {
        return;
      }
      if (message && typeof message === 'object' && message.v === PROTOCOL) {
        receive(message);
      }
    };
    socket.onclose = () => {
      socket = null;
      dropActs();
      const wasJoined = joined;
      joined = false;
      if (ended) {
        return;
      }
      const saved = stored();
      if (saved) {
        // Come back as the same pupil, after 0.5, 1, 2, 4, 8, 10 ... s.
        if (wasJoined) {
          retries = 0;
        }
        const delay = Math.min(RETRY_MAX_MS, 500 * Math.pow(2, retries));
        retries += 1;
        setConnection(t('reconnecting'));
        retryTimer = window.setTimeout(() => connect(rejoinMessage(saved)), delay);
      } else {
        showJoin(t('cannotConnect'));
      }
    };
  }

  // The name as the server makes it plain (PupilNames::clean): hidden and
  // control characters gone, white space single, trimmed; it then cuts it
  // to 24 characters. What the pupil typed, made plain the same way, is the
  // whole name that a cut name stands for.
  const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]/g;
  function plainName(typed) {
    return String(typed || '').replace(HIDDEN, '').replace(/\s+/g, ' ').trim();
  }

  // The whole name when `name` (the class's) is a cut of it, else ''.
  function wholeName(name, typed) {
    const whole = plainName(typed);
    return name && whole.length > name.length && whole.startsWith(name) ? whole : '';
  }

  // "You are Ada"; a cut name ends in an ellipsis, its whole name in the
  // title, read by screen readers, and shown while the line has the focus
  // (a tap on it, or Tab).
  function showWho(name, whole) {
    const who = $('who');
    who.textContent = '';
    who.hidden = false;
    if (!whole) {
      who.textContent = t('youAre', name);
      who.removeAttribute('title');
      who.removeAttribute('tabindex');
      who.classList.remove('cut');
      return;
    }
    const short = document.createElement('span');
    short.className = 'short';
    short.setAttribute('aria-hidden', 'true');
    short.textContent = t('youAre', name + '\u2026');
    const full = document.createElement('span');
    full.className = 'whole sr-only'; // board.css hides it but from screen readers
    full.textContent = t('youAre', whole);
    who.appendChild(short);
    who.appendChild(full);
    who.title = t('youAre', whole);
    who.tabIndex = 0;
    who.classList.add('cut');
  }

  function rejoinMessage(saved) {
    return { type: 'join', code: saved.code, name: '', token: saved.token };
  }

  // A phone that slept comes back at once rather than after the backoff.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && !socket && !ended && retryTimer) {
      const saved = stored();
      if (saved) {
        retries = 0;
        connect(rejoinMessage(saved));
      }
    }
  });

  function setConnection(text) {
    const joinVisible = !$('join-screen').hidden;
    if (seat && !joinVisible) {
      // In seat work the line under the tools says it.
      seatNote = text;
      renderSeatNote();
      announce(text);
    } else if (joinVisible) {
      $('join-message').textContent = text;
    } else {
      $('waiting').hidden = false;
      $('waiting').textContent = text;
      announce(text);
    }
  }

  // ---- messages -----------------------------------------------------------

  function receive(m) {
    switch (m.type) {
    case 'welcome': return onWelcome(m);
    case 'words': return onWords(m);
    case 'state': return onState(m);
    case 'question': return onQuestion(m);
    case 'noquestion': return onNoQuestion();
    case 'answered': return onAnswered(m);
    case 'reveal': return onReveal(m);
    case 'seat': return onSeat(m);
    case 'seatend': return onSeatEnd(m);
    case 'closed': return onClosed(m);
    case 'error': return onError(m);
    default: return undefined;
    }
  }

  // The class's words and language (`welcome`, `words`): the page's own
  // words and its `lang` follow them.
  function takeWords(m) {
    if (m.strings && typeof m.strings === 'object') {
      strings = m.strings;
    }
    if (typeof m.language === 'string' && /^[A-Za-z-]{2,12}$/.test(m.language)) {
      document.documentElement.lang = m.language;
    }
    applyStrings();
  }

  function onWelcome(m) {
    joined = true;
    retries = 0;
    takeWords(m);
    const code = pendingJoin ? String(pendingJoin.code || '') : '';
    const name = String(m.name || '');
    // The whole of a cut name: as typed, or as kept from then (a reload).
    const saved = stored();
    let whole = wholeName(name, pendingJoin ? pendingJoin.name : '');
    if (!whole && saved && saved.name === name && typeof saved.whole === 'string') {
      whole = wholeName(name, saved.whole);
    }
    if (typeof m.token === 'string') {
      store({ token: m.token, code: code.toUpperCase(), name, whole });
    }
    // The server sends the pupil's seat (or its end) and the question with
    // the class again after this: a question closed meanwhile is not shown.
    seat = null;
    seatEnd = null;
    dropQuestion();
    me = { name, whole };
    showWho(name, whole);
    $('leave').hidden = false;
    $('join-screen').hidden = true;
    $('end-screen').hidden = true;
    $('class-screen').hidden = false;
    renderAll();
    announce(t('youAre', whole || name));
  }

  // The class's language changed: every word of the page in the new one at
  // once (the program then sends the open question again in it).
  function onWords(m) {
    if (!joined) {
      return;
    }
    takeWords(m);
    showWho(me.name, me.whole);
    renderAll();
  }

  // No question on the page any more (seat work began or ended, or the
  // page joined again): a page shows a question only while it is with the class.
  function dropQuestion() {
    question = null;
    answer = null;
    confirmed = false;
    verdict = null;
  }

  function onState(m) {
    const b = m.board && typeof m.board === 'object' ? m.board : {};
    const n = Number(b.n);
    if (!Number.isInteger(n) || n < 1 || n > 64) {
      return;
    }
    state = {
      n,
      queens: Array.isArray(b.queens) ? b.queens.filter((s) => typeof s === 'string') : [],
      refused: typeof b.refused === 'string' ? b.refused : '',
      by: typeof b.by === 'string' ? b.by : '',
      row: typeof b.row === 'string' || typeof b.row === 'number' ? String(b.row) : '',
    };
    const words = typeof m.status === 'string' ? m.status : b.status;
    status = typeof words === 'string' ? words : '';
    renderBoard();
    renderLegend();
    $('status').textContent = status;
  }

  function onQuestion(m) {
    const fresh = !question || question.question !== m.question || question.vote !== m.vote;
    question = {
      question: m.question,
      vote: Number(m.vote) || 1,
      text: typeof m.text === 'string' ? m.text : '',
      input: m.input === 'option' ? 'option' : 'square',
      squares: Array.isArray(m.squares) ? m.squares.filter((s) => typeof s === 'string') : [],
      options: Array.isArray(m.options)
        ? m.options.filter((o) => o && typeof o.value === 'string')
          .map((o) => ({ value: o.value, label: typeof o.label === 'string' ? o.label : o.value }))
        : [],
    };
    answer = typeof m.answer === 'string' ? m.answer : null;
    confirmed = answer !== null;
    verdict = null;
    seat = null; // a question ends seat work's view
    seatEnd = null;
    renderAll();
    if (fresh) {
      announce(t('newQuestion', question.text));
    }
  }

  function onNoQuestion() {
    // The run went on: a verdict stays in view until the next question.
    if (question && !verdict) {
      question = null;
      answer = null;
    }
    renderAll();
  }

  function onAnswered(m) {
    if (!question || m.question !== question.question || Number(m.vote) !== question.vote) {
      return;
    }
    answer = typeof m.answer === 'string' ? m.answer : null;
    confirmed = answer !== null;
    renderQuestion();
    renderBoard();
    renderLegend();
    if (answer !== null) {
      announce(t('answered', labelOf(answer)));
    }
  }

  function onReveal(m) {
    if (!question || m.question !== question.question || Number(m.vote) !== question.vote) {
      return;
    }
    // `explanation` is why this pupil's own answer (the one the class
    // counts: their latest vote's) is right or wrong.
    verdict = {
      right: Array.isArray(m.right) ? m.right.filter((s) => typeof s === 'string') : [],
      correct: m.correct === true,
      explanation: typeof m.explanation === 'string' ? m.explanation : '',
    };
    if (typeof m.answer === 'string') {
      answer = m.answer;
    } else if (m.answer === null) {
      answer = null;
    }
    renderAll();
    // Right or not, why (the reason for this pupil's own answer), and the
    // right answer once: as the page shows them.
    announce([$('verdict-word').textContent, verdict.explanation, $('verdict-right').textContent]
      .filter((text) => text).join(' '));
  }

  function onClosed(m) {
    ended = true;
    store(null);
    const text = m.reason === 'removed' ? t('removed') : t('classClosed');
    showEnd(text);
  }

  function onError(m) {
    const text = typeof m.text === 'string' && m.text ? m.text : String(m.code || '');
    if (!joined) {
      // The join was refused: the pupil reads why and tries again. A token
      // of another class, or one that no longer works, is forgotten.
      const saved = stored();
      if (m.code === 'bad-token' || m.code === 'bad-code') {
        store(null);
      }
      ended = true; // until the pupil presses Join
      if (socket) {
        socket.onclose = null;
        socket.close();
        socket = null;
      }
      showJoin(text, saved ? saved.code : undefined);
      return;
    }
    setConnection(text);
  }

  // ---- screens ------------------------------------------------------------

  function applyStrings() {
    document.querySelectorAll('[data-key]').forEach((el) => {
      el.textContent = t(el.getAttribute('data-key'));
    });
    $('leave').textContent = t('leave');
    $('leave-ask').textContent = t('leaveAsk');
    $('leave-warning').textContent = t('leaveWarning');
    $('leave-stay').textContent = t('leaveStay');
    $('leave-confirm').textContent = t('leaveConfirm');
    $('join-again').textContent = t('joinAgain');
    $('seat-title').textContent = t('seatTitle');
    $('seat-toolset').setAttribute('aria-label', t('seatTools'));
    $('seat-place').textContent = t('seatPlace');
    $('seat-refuse').textContent = t('seatRefuse');
    $('seat-show').textContent = t('seatShow');
    $('seat-howto').textContent = t('seatHowTo');
    $('seat-d-queen').textContent = t('seatQueen');
    $('seat-d-refused').textContent = t('seatRefused');
    $('seat-d-acted').textContent = t('seatActed');
    $('seat-d-by').textContent = t('seatAttacker');
    $('seat-d-expected').textContent = t('seatExpected');
  }

  function showJoin(message, code) {
    closeLeaveDialog();
    $('class-screen').hidden = true;
    $('end-screen').hidden = true;
    $('join-screen').hidden = false;
    $('who').hidden = true;
    $('leave').hidden = true;
    if (code && !$('code').value) {
      $('code').value = code;
    }
    $('join-message').textContent = message || '';
    setJoinBusy(false);
  }

  function showEnd(message) {
    closeLeaveDialog();
    $('class-screen').hidden = true;
    $('join-screen').hidden = true;
    $('end-screen').hidden = false;
    $('who').hidden = true;
    $('leave').hidden = true;
    $('end-message').textContent = message;
    $('join-again').textContent = t('joinAgain');
    announce(message);
  }

  function setJoinBusy(busy) {
    $('join').disabled = busy;
    $('join-generated').disabled = busy;
  }

  function startJoin(name) {
    const code = $('code').value.trim().toUpperCase();
    if (!code) {
      $('join-message').textContent = t('codeMissing');
      $('code').focus();
      return;
    }
    ended = false;
    retries = 0;
    setJoinBusy(true);
    $('join-message').textContent = t('connecting');
    const saved = stored();
    const join = { type: 'join', code, name };
    if (saved && saved.code === code) {
      join.token = saved.token; // still the same pupil
    }
    connect(join);
  }

  // ---- drawing ------------------------------------------------------------

  // The board's squares and where its labels go (NqBoard.geometry): beside
  // the question on a wide screen, fitting the window's height under the
  // title.
  function boardGeometry(n, scroll) {
    return NqBoard.geometry(n, $(scroll || 'board-scroll'), 90);
  }

  function renderBoard() {
    const host = $('board');
    host.textContent = '';
    if (!state) {
      return;
    }
    const n = state.n;
    const g = boardGeometry(n);
    const { cell, label: LABEL } = g;
    const side = n * cell;
    const svg = NqBoard.frame(host, n, g, { role: 'img' });
    svg.setAttribute('aria-label', boardDescription());

    const at = (name) => parseSquare(n, name);
    const row = state.row ? n - Number(state.row) : -1;
    if (row >= 0 && row < n) {
      // Beyond a rank number drawn inside the squares: its dashes and their
      // white edge stay clear of it.
      const skip = LABEL ? 0 : NqBoard.insideRankWidth(n);
      mark('rect', { x: LABEL + 2 + skip, y: row * cell + 2, width: side - 4 - skip, height: cell - 4, class: 'row' }, svg);
    }
    const refused = state.refused ? at(state.refused) : null;
    const by = state.by ? at(state.by) : null;
    if (refused) {
      const x = LABEL + refused.col * cell;
      const y = refused.row * cell;
      NqBoard.cross(svg, x, y, cell);
      if (by) {
        mark('line', {
          x1: LABEL + by.col * cell + cell / 2, y1: by.row * cell + cell / 2,
          x2: x + cell / 2, y2: y + cell / 2, class: 'attack-line',
        }, svg);
      }
    }
    for (const name of state.queens) {
      const p = at(name);
      if (p) {
        const isAttacker = by !== null && p.row === by.row && p.col === by.col;
        queen(svg, LABEL + p.col * cell + cell * 0.1, p.row * cell + cell * 0.08, cell * 0.8, isAttacker);
      }
    }

    const squareQuestion = question && question.input === 'square';
    if (squareQuestion && verdict) {
      for (const name of verdict.right) {
        const p = at(name);
        if (p) {
          mark('rect', { x: LABEL + p.col * cell + 4, y: p.row * cell + 4, width: cell - 8, height: cell - 8, class: 'right-square' }, svg);
        }
      }
    }
    if (squareQuestion && answer) {
      const p = at(answer);
      if (p) {
        mark('rect', { x: LABEL + p.col * cell + 8, y: p.row * cell + 8, width: cell - 16, height: cell - 16, class: 'chosen' }, svg);
      }
    }
    NqBoard.coordinates(svg, n, g);
    host.appendChild(svg);

    // The squares a pupil may tap: real buttons over the drawing, named as
    // the board labels them, in reading order for the keyboard.
    if (squareQuestion && !verdict) {
      const offered = question.squares.map(at).filter((p) => p !== null)
        .sort((a, b) => a.row - b.row || a.col - b.col);
      for (const p of offered) {
        const name = squareName(n, p.row, p.col);
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'square';
        button.setAttribute('aria-label', name);
        button.setAttribute('aria-pressed', answer === name ? 'true' : 'false');
        button.style.left = (LABEL + p.col * cell) + 'px';
        button.style.top = (p.row * cell) + 'px';
        button.style.width = cell + 'px';
        button.style.height = cell + 'px';
        button.addEventListener('click', () => choose(name));
        host.appendChild(button);
        if (answer !== name) {
          el('circle', { cx: LABEL + p.col * cell + cell / 2, cy: p.row * cell + cell / 2, r: cell * 0.12, class: 'offered' }, svg);
        }
      }
    }
  }

  function boardDescription() {
    const parts = [t('boardSize', state.n)];
    parts.push(state.queens.length ? t('queensOn', state.queens.join(', ')) : t('noQueens'));
    if (state.refused && state.by) {
      parts.push(t('refusedBy', state.refused, state.by));
    }
    if (state.row) {
      parts.push(t('rowWorkedOn', state.row));
    }
    return parts.join('. ');
  }

  function labelOf(value) {
    if (question && question.input === 'option') {
      const option = question.options.find((o) => o.value === value);
      if (option) {
        return option.label;
      }
    }
    return value;
  }

  function renderQuestion() {
    const open = question !== null;
    $('question').hidden = !open;
    $('waiting').hidden = open || !joined;
    $('waiting').textContent = t('waiting');
    if (!open) {
      $('verdict').hidden = true;
      return;
    }
    // "Vote again" only while the second vote is open: after Reveal it
    // read as a call to vote once more.
    $('question-vote').textContent = question.vote === 2 && !verdict ? t('secondVote') : t('question');
    $('question-text').textContent = question.text;
    // The hint until the pupil has answered; then the answer line says the
    // rest (it can be changed), so that a phone shows more of the board.
    const hint = question.input === 'square' ? t('tapSquare') : t('chooseOption');
    $('question-hint').textContent = verdict || answer !== null ? '' : hint;
    $('question-hint').hidden = verdict !== null || answer !== null;
    const options = $('options');
    options.textContent = '';
    if (question.input === 'option') {
      for (const option of question.options) {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'option';
        button.setAttribute('aria-pressed', answer === option.value ? 'true' : 'false');
        const label = document.createElement('span');
        label.textContent = option.label;
        button.appendChild(label);
        if (verdict && verdict.right.includes(option.value)) {
          button.classList.add('right');
          const mark = document.createElement('span');
          mark.className = 'tag';
          mark.textContent = t('rightTag');
          button.appendChild(mark);
        }
        if (verdict) {
          button.disabled = true;
        } else {
          button.addEventListener('click', () => choose(option.value));
        }
        options.appendChild(button);
      }
    }
    const line = $('question-answer');
    if (answer === null) {
      line.textContent = verdict ? '' : t('noAnswerYet');
    } else if (verdict) {
      line.textContent = t('yourAnswer', labelOf(answer));
    } else {
      line.textContent = confirmed ? t('answered', labelOf(answer)) : t('sending', labelOf(answer));
    }
    line.classList.toggle('confirmed', confirmed && !verdict);

    $('verdict').hidden = !verdict;
    if (verdict) {
      const word = $('verdict-word');
      if (answer === null) {
        word.textContent = t('noAnswer');
        word.className = 'verdict-word none';
      } else {
        word.textContent = verdict.correct ? t('right') : t('wrong');
        word.className = 'verdict-word ' + (verdict.correct ? 'good' : 'bad');
      }
      $('verdict-right').textContent = t('rightAnswer', verdict.right.map(labelOf).join(', '));
      $('verdict-explanation').textContent = verdict.explanation;
    }
  }

  function renderLegend() {
    const legend = $('legend');
    legend.textContent = '';
    // The marks on the board now, and no others.
    const items = [];
    if (state && state.row) {
      items.push(['row', t('legendRow')]);
    }
    if (state && state.refused) {
      items.push(['refused', t('legendRefused')]);
      if (state.by) {
        items.push(['attacker', t('legendAttacker')]);
      }
    }
    if (question && question.input === 'square') {
      if (answer) {
        items.push(['chosen', t('legendChosen')]);
      }
      if (verdict) {
        items.push(['right', t('legendRight')]);
      }
    }
    NqBoard.fillLegend(legend, items);
  }

  function renderAll() {
    // The pupil's own board replaces the projector's while a seat is
    // active; a seat work's end is shown above the projector's board.
    $('watch').hidden = seat !== null;
    $('seat').hidden = seat === null;
    $('seat-end').hidden = seat !== null || seatEnd === null;
    renderQuestion();
    if (seatEnd) {
      $('waiting').hidden = true;
    }
    renderBoard();
    renderLegend();
    renderSeat();
    renderSeatEnd();
  }

  function choose(value) {
    if (!question || verdict) {
      return;
    }
    const message = { type: 'answer', question: question.question, vote: question.vote };
    if (question.input === 'square') {
      message.square = value;
    } else {
      message.option = value;
    }
    if (send(message)) {
      answer = value;
      confirmed = false;
      renderAll();
      if (question.input === 'square') {
        // The buttons were drawn anew: keep the keyboard where it was.
        const again = document.querySelector('#board button[aria-label="' + value + '"]');
        if (again) {
          again.focus();
        }
      } else {
        const pressed = document.querySelector('#options button[aria-pressed="true"]');
        if (pressed) {
          pressed.focus();
        }
      }
    }
  }

  // ---- seat work: the pupil's own board -------------------------------------

  function squareList(value, n) {
    return Array.isArray(value)
      ? value.filter((s) => typeof s === 'string' && parseSquare(n, s) !== null)
      : [];
  }

  function countsOf(value) {
    const c = value && typeof value === 'object' ? value : {};
    const number = (x) => (Number.isInteger(x) && x >= 0 ? x : 0);
    return { done: number(c.done), mistakes: number(c.mistakes), shown: number(c.shown) };
  }

  function onSeat(m) {
    const n = Number(m.n);
    if (!Number.isInteger(m.seat) || !Number.isInteger(n) || n < 1 || n > 26) {
      return;
    }
    const v = m.verdict && typeof m.verdict === 'object' ? m.verdict : null;
    const before = seat;
    seat = {
      seat: m.seat,
      n,
      queens: squareList(m.queens, n),
      refused: squareList(m.refused, n),
      canRefuse: m.canRefuse !== false,
      instruction: typeof m.instruction === 'string' ? m.instruction : '',
      // A step shown (Show me) is the program's, not the pupil's: shown,
      // not praised, and its square is the right step, not "your step".
      verdict: v && {
        shown: v.shown === true,
        right: v.right === true,
        text: typeof v.text === 'string' ? v.text : '',
        square: typeof v.square === 'string' && parseSquare(n, v.square) ? v.square : '',
        by: squareList(v.by, n),
        expected: typeof v.expected === 'string' && parseSquare(n, v.expected) ? v.expected : '',
      },
      counts: countsOf(m.counts),
      finished: m.finished === true,
      summary: typeof m.summary === 'string' ? m.summary : '',
    };
    seatEnd = null;
    dropQuestion(); // a question of before seat work never comes back after it
    if (!seat.canRefuse || (before && before.seat !== seat.seat)) {
      refusing = false; // new seat work starts with Place
    }
    // The answer to the oldest act in flight (acts are answered in order).
    acts.pending.shift();
    if (before && before.seat !== seat.seat) {
      acts.pending = [];
      acts.queue = [];
    }
    seatNote = '';
    renderAll();
    // Said once for each change: what happened, then what to do next.
    const words = [];
    if (seat.verdict && (!before || JSON.stringify(before.verdict) !== JSON.stringify(seat.verdict)
                         || JSON.stringify(before.counts) !== JSON.stringify(seat.counts))) {
      words.push(verdictWord(seat.verdict), seat.verdict.text);
    }
    words.push(seat.finished ? t('seatFinished') + ' ' + seat.summary : seat.instruction);
    announce(words.filter((w) => w).join(' '));
  }

  function onSeatEnd(m) {
    seat = null;
    refusing = false;
    dropActs();
    dropQuestion();
    seatEnd = {
      summary: typeof m.summary === 'string' ? m.summary : '',
      counts: countsOf(m.counts),
    };
    renderAll();
    announce(t('seatEnded') + ' ' + seatEnd.summary);
  }

  // Acts wait for a token of the page's own bucket (ACT_BURST, refilled at
  // ACT_PER_SECOND); the program answers each with the pupil's seat.
  function dropActs() {
    window.clearTimeout(acts.timer);
    acts.timer = 0;
    acts.queue = [];
    acts.pending = [];
  }

  function takeToken() {
    const now = window.performance.now();
    if (acts.at) {
      acts.tokens = Math.min(ACT_BURST, acts.tokens + ((now - acts.at) / 1000) * ACT_PER_SECOND);
    }
    acts.at = now;
    if (acts.tokens >= 1) {
      acts.tokens -= 1;
      return true;
    }
    return false;
  }

  function pumpActs() {
    while (acts.queue.length && takeToken()) {
      const message = acts.queue.shift();
      if (send(message)) {
        acts.pending.push(message.square || '');
      } else {
        seatNote = t('reconnecting'); // the tap is lost: the pupil taps again
      }
    }
    if (acts.queue.length && !acts.timer) {
      acts.timer = window.setTimeout(() => {
        acts.timer = 0;
        pumpActs();
      }, Math.ceil(1000 / ACT_PER_SECOND));
    }
    renderSeatNote();
  }

  function act(action, square) {
    if (!seat || seat.finished) {
      return;
    }
    if (acts.queue.length >= ACT_QUEUE) {
      seatNote = t('seatTooFast');
      renderSeatNote();
      announce(seatNote);
      return;
    }
    const message = { type: 'act', seat: seat.seat, action };
    if (square) {
      message.square = square;
    }
    seatNote = '';
    acts.queue.push(message);
    pumpActs();
    renderSeat();
  }

  // A tap with the tool in use: a queen is taken back, an empty square gets
  // a queen, or with Refuse (on until it is switched off: a long task is
  // mostly refusals) is refused.
  function tapSquare(name) {
    if (!seat || seat.finished) {
      return;
    }
    focusSquare = name;
    let action = seat.queens.includes(name) ? 'takeback' : 'place';
    if (refusing && seat.canRefuse && action === 'place') {
      action = 'refuse';
    }
    act(action, name);
  }

  // X or Delete on a square refuses it, whatever the tool (as on the desktop).
  function refuseSquare(name) {
    if (!seat || seat.finished || !seat.canRefuse) {
      return;
    }
    focusSquare = name;
    act('refuse', name);
  }

  function setTool(refuse) {
    if (!seat || refusing === refuse) {
      return;
    }
    refusing = refuse;
    seatNote = '';
    renderTools();
    announce(toolWords());
  }

  // The tool in use, in words.
  function toolWords() {
    return refusing ? t('seatToolRefuse', t('seatPlace')) : t('seatToolPlace');
  }

  function renderSeatNote() {
    const waiting = acts.pending.concat(acts.queue.map((m) => m.square || '')).filter((s) => s);
    let text = seatNote;
    if (!text && waiting.length) {
      text = t('seatChecking', waiting.join(', '));
    }
    $('seat-message').textContent = text;
  }

  // The tools: Place and Refuse (when the pupil refuses), the one in use
  // pressed and named in words under them; Show me.
  function renderTools() {
    const open = seat !== null && !seat.finished;
    const choose = open && seat.canRefuse;
    $('seat-tools').hidden = !open;
    $('seat-toolset').hidden = !choose;
    $('seat-place').setAttribute('aria-pressed', refusing ? 'false' : 'true');
    $('seat-refuse').setAttribute('aria-pressed', refusing ? 'true' : 'false');
    $('seat-tool').hidden = !choose;
    $('seat-tool').textContent = choose ? toolWords() : '';
    $('seat-tool').classList.toggle('refusing', refusing);
    $('seat-howto').textContent = seat && seat.canRefuse ? t('seatHowTo') + ' ' + t('seatRefuseKeys') : t('seatHowTo');
    renderSeatNote();
  }

  function fillCounts(list, counts) {
    NqBoard.fillCounts(list, [[t('seatDone'), counts.done], [t('seatMistakes'), counts.mistakes],
      [t('seatShown'), counts.shown]]);
  }

  // The verdict's word: right or not for the pupil's own step, none for a
  // step shown (its words say "Shown: ...").
  function verdictWord(v) {
    if (v.shown) {
      return '';
    }
    return v.right ? t('right') : t('wrong');
  }

  // The square outlined as the right step: the one a mistake missed, or
  // the step shown; '' when none is.
  function expectedSquare(v) {
    if (!v) {
      return '';
    }
    return v.shown ? v.square : (!v.right && v.expected) || '';
  }

  function renderSeat() {
    if (!seat) {
      $('seat-board').textContent = '';
      return;
    }
    $('seat-instruction').textContent = seat.finished ? '' : seat.instruction;
    $('seat-instruction').hidden = seat.finished || !seat.instruction;
    const v = seat.verdict;
    $('seat-verdict').hidden = !v;
    if (v) {
      $('seat-verdict').classList.toggle('shown', v.shown);
      $('seat-verdict-word').hidden = v.shown;
      $('seat-verdict-word').textContent = verdictWord(v);
      $('seat-verdict-word').className = 'verdict-word ' + (v.shown ? 'shown' : v.right ? 'good' : 'bad');
      $('seat-verdict-text').textContent = v.text;
    }
    $('seat-summary').hidden = !seat.finished;
    $('seat-summary-word').textContent = t('seatFinished');
    $('seat-summary-text').textContent = seat.summary;
    $('seat-howto').hidden = seat.finished;
    renderTools();
    fillCounts($('seat-counts'), seat.counts);
    renderSeatBoard();
    renderSeatLegend();
  }

  function renderSeatEnd() {
    if (!seatEnd) {
      return;
    }
    $('seat-end-title').textContent = t('seatEnded');
    $('seat-end-summary').textContent = seatEnd.summary;
    $('seat-end-summary').hidden = !seatEnd.summary;
    fillCounts($('seat-end-counts'), seatEnd.counts);
  }

  // The pupil's own board (NqBoard.drawSeat): the refusals, the last
  // step (its attackers when wrong), the right step, and the squares whose
  // acts wait for the program's answer.
  function renderSeatBoard() {
    const n = seat.n;
    const v = seat.verdict;
    const acted = v && v.square && !v.shown ? v.square : '';
    focusSquare = NqBoard.drawSeat($('seat-board'), {
      n, g: boardGeometry(n, 'seat-scroll'), label: t('seatBoard', n),
      describedBy: seat.finished ? 'seat-summary-text' : 'seat-instruction seat-howto',
      queens: seat.queens, refused: seat.refused, subject: '',
      acted, actedRight: Boolean(acted && v.right), by: acted && !v.right ? v.by : [],
      expected: expectedSquare(v), pending: acts.pending.concat(acts.queue.map((m) => m.square || '')),
      finished: seat.finished, focus: focusSquare, tap: tapSquare,
    });
  }

  NqBoard.handleKeys($('seat-board'), () => (seat ? seat.n : 0), refuseSquare, (name) => { focusSquare = name; });

  function renderSeatLegend() {
    const items = [];
    const v = seat.verdict;
    if (seat.refused.length) {
      items.push(['refused', t('legendRefused')]);
    }
    if (v && v.square && !v.shown) {
      items.push(['acted ' + (v.right ? 'good' : 'bad'), t('seatLegendActed')]);
    }
    if (v && !v.right && !v.shown && v.by.length) {
      items.push(['attacker', t('legendAttacker')]);
    }
    if (expectedSquare(v)) {
      items.push(['right', t('seatLegendExpected')]);
    }
    NqBoard.fillLegend($('seat-legend'), items);
  }

  $('seat-place').addEventListener('click', () => setTool(false));
  $('seat-refuse').addEventListener('click', () => setTool(!refusing)); // a toggle: pressed again, Place
  $('seat-show').addEventListener('click', () => act('show', ''));

  // ---- start --------------------------------------------------------------

  $('join-form').addEventListener('submit', (event) => {
    event.preventDefault();
    startJoin($('name').value.trim());
  });
  $('join-generated').addEventListener('click', () => startJoin(''));
  // Leaving forgets the pupil (the token no longer works): a pupil who
  // joins again is a new pupil. So the page asks first, in a modal dialog
  // (the page under it inert while it is open; Escape or Stay closes it),
  // with Stay, the harmless answer, focused.
  function closeLeaveDialog() {
    const dialog = $('leave-dialog');
    if (dialog.open) {
      dialog.close();
    }
  }
  $('leave').addEventListener('click', () => {
    if (!$('leave-dialog').open) {
      $('leave-dialog').showModal();
      $('leave-stay').focus();
    }
  });
  $('leave-stay').addEventListener('click', closeLeaveDialog);
  $('leave-dialog').addEventListener('close', () => {
    if (!$('leave').hidden) {
      $('leave').focus(); // back where the pupil was
    }
  });
  $('leave-confirm').addEventListener('click', () => {
    send({ type: 'leave' });
    ended = true;
    store(null);
    if (socket) {
      socket.close();
    }
    showJoin('');
  });
  $('join-again').addEventListener('click', () => showJoin(''));
  let resizeTimer = 0;
  window.addEventListener('resize', () => {
    window.clearTimeout(resizeTimer);
    resizeTimer = window.setTimeout(() => {
      renderBoard();
      if (seat) {
        renderSeatBoard();
      }
    }, 100);
  });

  const params = new URLSearchParams(window.location.search);
  const code = (params.get('code') || '').trim().toUpperCase().slice(0, 4);
  $('code').value = code;
  const saved = stored();
  if (saved && (!code || saved.code === code)) {
    // A reload, or a phone that slept: the same pupil, no name asked.
    $('code').value = saved.code;
    $('join-message').textContent = t('connecting');
    setJoinBusy(true);
    connect(rejoinMessage(saved));
  } else {
    (code ? $('name') : $('code')).focus();
  }
}());
