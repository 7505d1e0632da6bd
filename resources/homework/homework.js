// SPDX-License-Identifier: MIT
// The pupil's homework page (issue 40): the tasks of one homework, done in
// the browser with no network, each step checked by the program's own
// practice engine compiled to WebAssembly (wasm/engine.h, called through
// cwrap as tests/wasm/runner.js does). The board and its tools are the
// seat-work page's (resources/class).
//
// What the page keeps: the pupil's name and every action with its time
// (ms since the page was first opened), in localStorage under the
// homework's id. The engines' state is never stored: a reload replays the
// actions through fresh engines, as the teacher's import does, so the page
// and the import cannot disagree. "Hand in" offers the results file
// (homework-NAME.nqueens-result) as a download of a Blob.
//
// Every word comes from the words table (#nq-words, HomeworkPageText in the
// program, translated there) by key, through t(); text from the homework
// (its title) is put in with textContent only.
'use strict';

(function () {
  const STORE_PREFIX = 'nqueens-homework-';
  const MAX_ACTIONS = 100000; // the results format's limit
  const MAX_NAME = 40;

  const $ = (id) => document.getElementById(id);
  // The seat-work page's board (resources/board/board.js, inlined before this script).
  const { fileName, squareName, parseSquare, queen } = NqBoard;

  function readJson(id) {
    try {
      return JSON.parse($(id).textContent);
    } catch (e) {
      return null;
    }
  }

  const homework = readJson('nq-homework');
  const words = readJson('nq-words') || {};
  const solutions = readJson('nq-solutions') || {}; // browse tasks' boards, by n

  function t(key, ...args) {
    const text = typeof words[key] === 'string' ? words[key] : key;
    // Qt's %1, %2 in one pass: an argument is never read for placeholders.
    return text.replace(/%(\d)/g, (m, i) => (args[i - 1] === undefined ? m : String(args[i - 1])));
  }

  function announce(text) {
    const live = $('live');
    live.textContent = '';
    window.setTimeout(() => { live.textContent = text; }, 50);
  }

  // ---- what is kept ----------------------------------------------------------

  const storeKey = STORE_PREFIX + (homework && typeof homework.id === 'string' ? homework.id : 'none');
  let saved = null; // { pupil, opened (epoch ms), actions: [...], view }

  function load() {
    try {
      const value = JSON.parse(window.localStorage.getItem(storeKey) || 'null');
      if (value && typeof value.opened === 'number' && Array.isArray(value.actions)) {
        return value;
      }
    } catch (e) {
      // Unreadable: a fresh start.
    }
    return null;
  }

  function save() {
    try {
      window.localStorage.setItem(storeKey, JSON.stringify(saved));
    } catch (e) {
      // Private mode or full: the work goes on; a reload would lose it.
    }
  }

  // ms since the page was first opened, never less than the last action's.
  function now() {
    const last = saved.actions.length ? saved.actions[saved.actions.length - 1].ms : 0;
    return Math.max(last, Math.round(Date.now() - saved.opened));
  }

  // ---- the engines -----------------------------------------------------------

  let api = null; // engine.h's functions, once the module runs
  const tasks = []; // per task: { spec, engine, verdict, refused, state }

  function bind(module) {
    const c = (name, result, args) => module.cwrap(name, result, args);
    return {
      wordsSet: c('nq_words_set', 'number', ['string']),
      practiceNew: c('nq_practice_new', 'number', ['string', 'number', 'number', 'number']),
      act: c('nq_practice_act', 'string', ['number', 'string', 'number', 'number']),
      showMe: c('nq_practice_show_me', 'string', ['number']),
      state: c('nq_practice_state', 'string', ['number']),
      predictNew: c('nq_predict_new', 'number',
        ['string', 'number', 'number', 'string', 'number', 'number', 'number']),
      ask: c('nq_predict_ask', 'string', ['number', 'number']),
      next: c('nq_predict_next', 'string', ['number', 'number', 'number']),
      answer: c('nq_predict_answer', 'string', ['number', 'string', 'number', 'number']),
      reveal: c('nq_predict_reveal', 'string', ['number']),
      score: c('nq_predict_score', 'string', ['number']),
      free: c('nq_free', null, ['number']),
    };
  }

  function parse(text) {
    try {
      return text ? JSON.parse(text) : null;
    } catch (e) {
      return null;
    }
  }

  function startTasks() {
    // The learning room's templates are in the same table as the page's
    // words: the engine says practice's sentences as the program does.
    api.wordsSet(JSON.stringify(words));
    for (const spec of homework.tasks) {
      const task = { spec, engine: 0, verdict: null, refused: [], state: null };
      if (spec.kind === 'practice') {
        // refusalsForPupil: 1 when the pupil refuses, 0 when they are marked.
        task.engine = api.practiceNew(spec.algorithm, spec.n, spec.pupilRefuses ? 1 : 0, spec.stepLimit);
        task.state = task.engine ? parse(api.state(task.engine)) : null;
      } else if (spec.kind === 'predict') {
        task.engine = api.predictNew(spec.algorithm, spec.n, spec.runSeed, spec.frequency, spec.k,
          spec.seed, spec.kinds);
        task.score = task.engine ? parse(api.score(task.engine)) : null;
        task.question = null; // the question shown (open, or closed and answered)
        task.closed = false; // `question` is answered or revealed
        task.check = null; // the engine's check of the last answer, or { verdict: 'revealed' }
        task.answered = null; // the pupil's last answer to `question`
        task.over = false; // no question left up to lastPosition
      }
      tasks.push(task);
    }
  }

  function sameSquare(a, b) {
    return Array.isArray(a) && Array.isArray(b) && a[0] === b[0] && a[1] === b[1];
  }

  // The refused squares the board shows: the ones the run refused by the
  // pupil's hand or Show me; a queen taken back takes the refusals of the
  // rows below it with it (the search goes back up).
  function applyEvent(task, event) {
    if (!event || !Array.isArray(event.square)) {
      return;
    }
    if (event.kind === 'reject' && !task.refused.some((s) => sameSquare(s, event.square))) {
      task.refused.push(event.square.slice());
    } else if (event.kind === 'remove') {
      task.refused = task.refused.filter((s) => s[0] <= event.square[0]);
    }
  }

  // One action through the engine: its answer, or null when the engine
  // ignores it (then it is not kept).
  function run(index, action) {
    const task = tasks[index];
    if (!task || !task.engine) {
      return null;
    }
    if (task.spec.kind === 'predict') {
      return runPredict(task, action);
    }
    if (action.do !== 'show' && !(Array.isArray(action.square) && action.square.length === 2)) {
      return null;
    }
    let answer = null;
    if (action.do === 'show') {
      answer = parse(api.showMe(task.engine));
      if (answer) {
        applyEvent(task, answer.shown);
        task.verdict = { shown: true, event: answer.shown };
      }
    } else {
      answer = parse(api.act(task.engine, action.do, action.square[0], action.square[1]));
      if (answer) {
        applyEvent(task, answer.expected);
        task.verdict = Object.assign({ shown: false }, answer);
      }
    }
    if (answer) {
      task.state = parse(api.state(task.engine));
    }
    return answer;
  }

  // Predict's actions: an answer or Reveal, to the question the engine opens
  // at the action's position (nq_predict_ask, as the import replays them).
  function runPredict(task, action) {
    if (!Number.isInteger(action.position)) {
      return null;
    }
    if (!task.question || task.question.position !== action.position) {
      const question = parse(api.ask(task.engine, action.position));
      if (!question) {
        return null;
      }
      Object.assign(task, { question, closed: false, check: null, answered: null, over: false });
    }
    if (task.closed) {
      return null;
    }
    let check = null;
    if (action.do === 'answer') {
      check = parse(api.answer(task.engine, action.field, action.a, action.b));
      if (!check || check.verdict === 'ignored') {
        return null;
      }
      task.answered = action;
      task.closed = !check.open;
    } else if (action.do === 'reveal') {
      const revealed = parse(api.reveal(task.engine)) || {};
      check = { verdict: 'revealed', byReveal: true, text: revealed.text, reason: revealed.reason };
      task.closed = true;
    } else {
      return null;
    }
    task.check = check;
    task.score = parse(api.score(task.engine));
    return check;
  }

  // Opens the next question after the one shown (from position 1 at the
  // start), up to the task's last position.
  function openNext(task) {
    const from = task.question ? task.question.position + 1 : 1;
    const limit = task.spec.lastPosition - from + 1;
    const question = limit > 0 ? parse(api.next(task.engine, from, limit)) : null;
    Object.assign(task, { question, closed: false, check: null, answered: null, over: !question });
    // Kept, so that a reload shows this question and not the one before it.
    saved.shown = Object.assign({}, saved.shown, { [tasks.indexOf(task)]: question ? question.position : -1 });
    save();
  }

  // After a reload: the question the pupil had moved on to (opening a
  // question counts nothing until it is answered or revealed).
  function restoreShown(task, index) {
    const shown = saved.shown && saved.shown[index];
    if (!Number.isInteger(shown) || (task.question && task.question.position >= shown)) {
      return;
    }
    if (shown < 0) {
      Object.assign(task, { question: null, closed: false, check: null, answered: null, over: true });
      return;
    }
    const question = parse(api.next(task.engine, shown, 1));
    if (question) {
      Object.assign(task, { question, closed: false, check: null, answered: null, over: false });
    }
  }

  function counts(task) {
    const c = task.state && task.state.counts ? task.state.counts : { done: 0, shown: 0, mistakes: [] };
    const mistakes = Array.isArray(c.mistakes) ? c.mistakes.reduce((a, b) => a + b, 0) : 0;
    return { done: c.done || 0, shown: c.shown || 0, mistakes };
  }

  // ---- words of the steps ------------------------------------------------------

  function nameOf(task, square) {
    return Array.isArray(square) && square[0] >= 0 && square[1] >= 0
      ? squareName(task.spec.n, square[0], square[1]) : '';
  }

  // "a queen on c5", "refuse c5", "take back the queen on c5".
  function stepWords(task, event) {
    if (!event) {
      return '';
    }
    const key = { place: 'stepPlace', reject: 'stepRefuse', remove: 'stepTakeBack' }[event.kind];
    return key ? t(key, nameOf(task, event.square)) : event.kind;
  }

  function verdictText(task, v) {
    if (typeof v.text === 'string' && v.text) {
      return v.text; // the engine's sentence, as the window and seat work say it
    }
    if (v.shown) {
      return t('shown', stepWords(task, v.event));
    }
    const parts = [];
    if (v.right) {
      parts.push(t('rightStep', stepWords(task, v.expected)));
    } else {
      parts.push(t('mistake.' + v.mistake, nameOf(task, v.square), nameOf(task, v.attacker)));
      parts.push(t('theRightStep', stepWords(task, v.expected)));
    }
    if (v.solution) {
      parts.push(t('solution'));
    }
    return parts.join(' ');
  }

  // An algorithm as the program's menus name it in the homework's language
  // ("Lock lines"), not by its command-line name.
  function algorithmTitle(name) {
    const title = words['algorithm.' + name];
    return typeof title === 'string' ? title : name;
  }

  function taskName(spec) {
    const algorithm = algorithmTitle(spec.algorithm);
    if (spec.kind === 'practice') {
      const how = spec.stepLimit > 0 ? t('toSteps', spec.stepLimit) : t('toSolution');
      return t('taskPractice', algorithm, spec.n, how);
    }
    return spec.kind === 'predict' ? t('taskPredict', algorithm, spec.n) : t('taskBrowse', spec.n);
  }

  function progressLine(task) {
    if (task.spec.kind === 'predict' && task.score) {
      const c = task.score;
      return t(task.over ? 'predictFinished' : 'predictProgress', c.asked, c.rightFirst, c.rightSecond, c.revealed);
    }
    if (task.spec.kind === 'browse') {
      return t('browseLine', browseList(task).length);
    }
    if (task.spec.kind !== 'practice') {
      return t('notOffered');
    }
    const c = counts(task);
    const started = saved.actions.some((a) => tasks[a.task] === task);
    if (task.state && task.state.finished) {
      return t('progressFinished', c.done, c.mistakes, c.shown);
    }
    return started ? t('progress', c.done, c.mistakes, c.shown) : t('notStarted');
  }

  // ---- screens -------------------------------------------------------------------

  let current = -1; // the task shown, or -1 for the list
  let refusing = false; // the tool in use: Refuse (until switched off), else Place
  let focusSquare = '';

  function show(screen) {
    for (const id of ['name-screen', 'list-screen', 'task-screen', 'other-screen']) {
      $(id).hidden = id !== screen;
    }
  }

  function applyWords() {
    document.title = homework.title || t('homework');
    $('title').textContent = homework.title || t('homework');
    $('name-heading').textContent = t('nameHeading');
    $('name-label').textContent = t('nameLabel');
    $('start').textContent = t('start');
    $('list-heading').textContent = t('tasks');
    $('hand-in').textContent = t('handIn');
    $('back').textContent = t('back');
    $('other-back').textContent = t('back');
    $('seat-toolset').setAttribute('aria-label', t('tools'));
    $('seat-place').textContent = t('place');
    $('seat-refuse').textContent = t('refuse');
    $('seat-show').textContent = t('showMe');
    $('next-task').textContent = t('backToTasks');
    $('predict-reveal').textContent = t('revealAnswer');
    $('predict-next').textContent = t('nextQuestion');
    $('browse-previous').textContent = t('previousSolution');
    $('browse-next').textContent = t('nextSolution');
    $('seat-d-queen').textContent = t('dQueen');
    $('seat-d-refused').textContent = t('dRefused');
    $('seat-d-acted').textContent = t('dActed');
    $('seat-d-by').textContent = t('dAttacker');
    $('seat-d-expected').textContent = t('dExpected');
  }

  function showWho() {
    $('who').hidden = !saved.pupil;
    $('who').textContent = saved.pupil ? t('youAre', saved.pupil) : '';
  }

  function renderList() {
    current = -1;
    saved.view = -1;
    save();
    show('list-screen');
    const list = $('tasks');
    list.textContent = '';
    tasks.forEach((task, index) => {
      const li = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'task';
      button.setAttribute('data-task', String(index));
      const name = document.createElement('span');
      name.className = 'task-name';
      name.textContent = t('taskNumber', index + 1) + ' ' + taskName(task.spec);
      const progress = document.createElement('span');
      progress.className = 'task-progress' + ((task.state && task.state.finished) || task.over ? ' finished' : '');
      progress.textContent = progressLine(task);
      button.appendChild(name);
      button.appendChild(progress);
      button.addEventListener('click', () => openTask(index));
      li.appendChild(button);
      list.appendChild(li);
    });
  }

  function openTask(index) {
    current = index;
    saved.view = index;
    save();
    refusing = false;
    focusSquare = '';
    const task = tasks[index];
    if (task.spec.kind === 'predict' && task.engine && !task.question && !task.over) {
      openNext(task);
    }
    if (task.spec.kind === 'browse' || !task.engine) {
      show('other-screen');
      $('other-title').textContent = t('taskNumber', index + 1) + ' ' + taskName(task.spec);
      renderBrowse(task);
      $('other-title').focus();
      return;
    }
    show('task-screen');
    renderTask();
    $('task-title').focus();
  }

  // ---- browsing ------------------------------------------------------------------------

  function browseList(task) {
    const list = solutions[String(task.spec.n)];
    return Array.isArray(list) ? list : [];
  }

  // One solution at a time, Previous and Next going round; where the pupil
  // was is kept with the progress. Nothing is checked or scored.
  function renderBrowse(task) {
    const list = browseList(task);
    const ok = task.spec.kind === 'browse' && list.length > 0;
    for (const id of ['browse-scroll', 'browse-previous', 'browse-next']) {
      $(id).hidden = !ok;
    }
    if (!ok) {
      $('other-text').textContent = t('notOffered');
      return;
    }
    const index = ((saved.browse && saved.browse[current]) || 0) % list.length;
    const n = task.spec.n;
    const queens = list[index].map((col, row) => squareName(n, row, col));
    $('other-text').textContent = t('solutionOf', index + 1, list.length);
    const host = $('browse-board');
    const g = boardGeometry(n, 'browse-scroll');
    const { cell, label: left } = g;
    host.setAttribute('aria-label', t('board', n) + '. ' + t('queensOn', queens.join(', ')));
    const svg = NqBoard.frame(host, n, g, { 'aria-hidden': 'true' });
    list[index].forEach((col, row) => {
      queen(svg, left + col * cell + cell * 0.1, row * cell + cell * 0.08, cell * 0.8, false);
    });
    NqBoard.coordinates(svg, n, g);
    host.appendChild(svg);
  }

  function browseStep(by) {
    const task = tasks[current];
    const list = browseList(task);
    if (!list.length) {
      return;
    }
    const at = ((saved.browse && saved.browse[current]) || 0) + by;
    saved.browse = Object.assign({}, saved.browse, { [current]: (at + list.length) % list.length });
    save();
    renderBrowse(task);
  }

  // ---- acting ----------------------------------------------------------------------

  function act(action, name) {
    const task = tasks[current];
    if (!task || !task.state || task.state.finished) {
      return;
    }
    if (saved.actions.length >= MAX_ACTIONS) {
      announce(t('tooMany'));
      return;
    }
    const record = { task: current, ms: now(), do: action };
    if (name) {
      const p = parseSquare(task.spec.n, name);
      record.square = [p.row, p.col];
    }
    const answer = run(current, record);
    if (!answer) {
      return;
    }
    saved.actions.push(record);
    save();
    renderTask();
    verdictInView();
    const v = task.verdict;
    const said = [v.shown ? '' : (v.right ? t('right') : t('wrong')), verdictText(task, v)];
    said.push(task.state.finished ? t('finished') : instruction(task));
    announce(said.filter((w) => w).join(' '));
  }

  // After an action: its verdict and reason in view. On a phone they stand
  // under the board and its tools (or under a question's answers), often
  // below the fold: the page scrolls as little as it takes, not at all
  // when the verdict is in view, and never so far that the square or
  // button the pupil is on leaves the screen. The focus stays where it is
  // (the live region says the verdict).
  function verdictInView() {
    const verdict = $('seat-verdict');
    if (verdict.hidden) {
      return;
    }
    const focused = $('task-screen').contains(document.activeElement) ? document.activeElement : null;
    const box = verdict.getBoundingClientRect();
    // Next, focused once a question closed, stands under the verdict: both come into view.
    const last = focused === $('predict-next') ? focused.getBoundingClientRect() : box;
    const margin = 8;
    if (box.top < 0) {
      window.scrollBy(0, box.top - margin);
    } else if (last.bottom > window.innerHeight) {
      // The square or answer the pupil is on stays on the screen, above the verdict.
      const keep = focused && focused !== $('predict-next') ? focused.getBoundingClientRect().top : box.top;
      const up = Math.min(last.bottom + margin - window.innerHeight, Math.min(box.top, keep) - margin);
      window.scrollBy(0, Math.max(0, up));
    }
  }

  function tapSquare(name) {
    const task = tasks[current];
    if (task && task.spec.kind === 'predict') {
      const q = task.question;
      const p = parseSquare(task.spec.n, name);
      focusSquare = name;
      // The kinds answered on the board: a square, a queen, a row (by any
      // of its squares). A line of dancing links, which may be a column, is
      // picked from the list under the question: a square names two lines.
      if (q && !task.closed && (['next-square', 'attacker', 'fewest-attackers', 'wiped-out-row'].includes(q.kind)
        || (q.kind === 'chosen-line' && !q.columns))) {
        predictAct('answer', 'square', p.row, p.col);
      }
      return;
    }
    if (!task || !task.state || task.state.finished) {
      return;
    }
    focusSquare = name;
    const p = parseSquare(task.spec.n, name);
    const hasQueen = task.state.queens[p.row] === p.col;
    let action = hasQueen ? 'takeback' : 'place';
    if (refusing && task.spec.pupilRefuses && action === 'place') {
      action = 'refuse';
    }
    act(action, name);
  }

  function predictAct(what, field, a, b) {
    const task = tasks[current];
    if (!task || !task.question || task.closed) {
      return;
    }
    if (saved.actions.length >= MAX_ACTIONS) {
      announce(t('tooMany'));
      return;
    }
    const record = { task: current, ms: now(), do: what, position: task.question.position };
    if (what === 'answer') {
      Object.assign(record, { field, a, b });
    }
    if (!runPredict(task, record)) {
      return;
    }
    saved.actions.push(record);
    save();
    renderTask();
    verdictInView();
    announce([$('seat-verdict-word').textContent, $('seat-verdict-text').textContent].filter((w) => w).join(' '));
  }

  const ACTIONS = ['place', 'refuse', 'backtrack', 'solution'];

  // A line's name as the class's phone page offers it (the engine's table:
  // "row 5", "column c"), else the page's own.
  function rowWords(task, row) {
    return t(typeof words['predict.row'] === 'string' ? 'predict.row' : 'rowAnswer', task.spec.n - row);
  }

  function columnWords(col) {
    return t(typeof words['predict.column'] === 'string' ? 'predict.column' : 'columnAnswer', fileName(col));
  }

  function lineWords(task, line) {
    return line[0] >= 0 ? rowWords(task, line[0]) : columnWords(line[1]);
  }

  // The lines a chosen-line answer may name, as the class's phone page
  // offers them (app/gui/classroom/classquestions.cpp): the rows without a
  // queen, then, where the search chooses columns too (dancing links), the
  // columns without one; a line holding a queen is never chosen. A line is
  // [row, -1] or [-1, column], as the engine takes it.
  function openLines(q, n) {
    const lines = [];
    const taken = new Array(n).fill(false);
    for (let row = 0; row < n; row += 1) {
      const col = Array.isArray(q.board) ? q.board[row] : -1;
      if (col >= 0 && col < n) {
        taken[col] = true;
      } else {
        lines.push([row, -1]);
      }
    }
    if (q.columns) {
      for (let col = 0; col < n; col += 1) {
        if (!taken[col]) {
          lines.push([-1, col]);
        }
      }
    }
    return lines;
  }

  function questionText(q, task) {
    if (typeof q.text === 'string' && q.text) {
      return q.text; // the engine's, as the class's pages ask it
    }
    const at = (square) => nameOf(task, square);
    switch (q.kind) {
    case 'attacker': return t('q.attacker', at(q.square));
    case 'part-of-solution': return t('q.part-of-solution', at(q.square));
    case 'wiped-out-row': return t('q.wiped-out-row', at(q.square));
    case 'chosen-line': return t(q.columns ? 'q.chosen-line-columns' : 'q.chosen-line');
    case 'next-square':
    case 'tries-left':
    case 'fewest-attackers': return t('q.' + q.kind, task.spec.n - q.row);
    default: return t('q.' + q.kind);
    }
  }

  // The right answer in words.
  function answerWords(q, task) {
    switch (q.kind) {
    case 'next-event': return t('a.' + q.action);
    case 'tries-left': return String(q.count);
    case 'part-of-solution': return q.yes ? t('yes') : t('no');
    case 'chosen-line': return lineWords(task, q.answer);
    case 'wiped-out-row': return rowWords(task, q.row);
    default: return nameOf(task, q.answer);
    }
  }

  function refuseSquare(name) {
    const task = tasks[current];
    if (!task || !task.spec.pupilRefuses) {
      return;
    }
    focusSquare = name;
    act('refuse', name);
  }

  function setTool(refuse) {
    if (refusing === refuse) {
      return;
    }
    refusing = refuse;
    renderTools();
    announce(toolWords());
  }

  function toolWords() {
    return refusing ? t('toolRefuse', t('place')) : t('toolPlace');
  }

  // The engine's instruction when it says one (its table installed), else
  // the page's own, which gives no step away.
  function instruction(task) {
    if (task.state && typeof task.state.instruction === 'string' && task.state.instruction) {
      return task.state.instruction;
    }
    return task.spec.pupilRefuses ? t('instruction') : t('instructionMarked');
  }

  // ---- drawing (the seat-work page's board: NqBoard) ------------------------------

  // A laptop: the board fits the height under the title and the task's head.
  function boardGeometry(n, scroll) {
    return NqBoard.geometry(n, $(scroll || 'seat-scroll'), 170);
  }

  // The square outlined as the right step: the one a mistake missed, or the
  // step shown.
  function expectedSquare(task) {
    const v = task.verdict;
    if (!v) {
      return '';
    }
    if (v.shown) {
      return nameOf(task, v.event && v.event.square);
    }
    return v.right ? '' : nameOf(task, v.expected && v.expected.square);
  }

  function attackersOf(task) {
    const v = task.verdict;
    if (!v || v.shown || v.right) {
      return [];
    }
    const list = Array.isArray(v.attackers) && v.attackers.length ? v.attackers : [v.attacker];
    return list.map((s) => nameOf(task, s)).filter((s) => s);
  }

  function renderTools() {
    const task = tasks[current];
    const open = task && task.state && !task.state.finished;
    const choose = open && task.spec.pupilRefuses;
    $('seat-tools').hidden = !open;
    $('seat-toolset').hidden = !choose;
    $('seat-place').setAttribute('aria-pressed', refusing ? 'false' : 'true');
    $('seat-refuse').setAttribute('aria-pressed', refusing ? 'true' : 'false');
    // The tool in use in words while Refuse is on (it stays on): Place,
    // the usual tool, is said by the hint under the board.
    $('seat-tool').hidden = !choose || !refusing;
    $('seat-tool').textContent = choose ? toolWords() : '';
    $('seat-tool').classList.toggle('refusing', refusing);
    $('seat-howto').textContent = choose ? t('howTo') + ' ' + t('refuseKeys') : t('howTo');
  }

  function renderTask() {
    const task = tasks[current];
    $('predict').hidden = task.spec.kind !== 'predict';
    if (task.spec.kind === 'predict') {
      renderPredict(task);
      return;
    }
    for (const id of ['seat-counts', 'seat-legend']) {
      $(id).hidden = false;
    }
    $('seat-tool').after($('seat-verdict')); // a predict task may have moved it
    const c = counts(task);
    const finished = task.state.finished;
    $('task-title').textContent = t('taskNumber', current + 1) + ' ' + taskName(task.spec);
    $('task-title').tabIndex = -1;
    $('task-progress').textContent = progressLine(task);
    $('seat-instruction').textContent = finished ? '' : instruction(task);
    $('seat-instruction').hidden = finished;
    const v = task.verdict;
    $('seat-verdict').hidden = !v;
    if (v) {
      $('seat-verdict').classList.toggle('shown', v.shown);
      $('seat-verdict-word').hidden = v.shown;
      $('seat-verdict-word').textContent = v.shown ? '' : (v.right ? t('right') : t('wrong'));
      $('seat-verdict-word').className = 'verdict-word ' + (v.shown ? 'shown' : v.right ? 'good' : 'bad');
      $('seat-verdict-text').textContent = verdictText(task, v);
    }
    $('seat-summary').hidden = !finished;
    $('seat-summary-word').textContent = t('finished');
    $('seat-summary-text').textContent = typeof task.state.summary === 'string' && task.state.summary
      ? task.state.summary + '\n' + t('summary') : t('summary');
    $('seat-howto').hidden = finished;
    renderTools();
    NqBoard.fillCounts($('seat-counts'), [[t('done'), c.done], [t('mistakes'), c.mistakes], [t('shownCount'), c.shown]]);
    renderBoard();
    renderLegend();
  }

  function renderPredict(task) {
    const q = task.question;
    $('task-title').textContent = t('taskNumber', current + 1) + ' ' + taskName(task.spec);
    $('task-title').tabIndex = -1;
    $('task-progress').textContent = progressLine(task);
    for (const id of ['seat-tools', 'seat-tool', 'seat-instruction', 'seat-counts', 'seat-legend']) {
      $(id).hidden = true;
    }
    $('seat-howto').hidden = task.over;
    // How to answer a chosen line: the words under the board say it, as
    // the engine's question does not.
    const lineHow = q && q.kind === 'chosen-line' ? ' ' + t(q.columns ? 'howToLine' : 'howToRow') : '';
    $('seat-howto').textContent = t('predictHowTo') + lineHow;
    $('seat-summary').hidden = !task.over;
    $('seat-summary-word').textContent = t('finished');
    $('seat-summary-text').textContent = t('predictNone');
    $('predict-at').textContent = q ? t('questionAt', q.position) : '';
    $('predict-text').textContent = q ? questionText(q, task) : '';
    $('predict-text').hidden = !q;
    const options = $('predict-options');
    // The answer the keyboard is on: the buttons are made anew, the keyboard stays.
    const focused = Array.prototype.indexOf.call(options.children, document.activeElement);
    const revealing = document.activeElement === $('predict-reveal');
    options.textContent = '';
    const offer = (words, field, a, chosen, b = 0, kind = field === 'number' ? 'number' : '') => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = kind ? 'option ' + kind : 'option';
      button.textContent = words;
      button.disabled = task.closed;
      button.setAttribute('aria-pressed', chosen ? 'true' : 'false');
      button.addEventListener('click', () => predictAct('answer', field, a, b));
      options.appendChild(button);
    };
    const given = task.answered;
    if (q && q.kind === 'next-event') {
      // The answers' names as the question names them (the engine's table), else the page's.
      ACTIONS.forEach((name, a) => offer(typeof words['predict.action.' + name] === 'string'
        ? words['predict.action.' + name] : t('a.' + name), 'action', a, given && given.a === a));
    } else if (q && q.kind === 'tries-left') {
      for (let a = 0; a <= task.spec.n; a += 1) {
        offer(String(a), 'number', a, given && given.a === a);
      }
    } else if (q && q.kind === 'chosen-line') {
      // A row answered by a tap on the board is its row's button pressed.
      for (const line of openLines(q, task.spec.n)) {
        const chosen = given && given.field === 'square' && given.a === line[0]
          && (given.b === line[1] || !q.columns);
        offer(lineWords(task, line), 'square', line[0], chosen, line[1], 'line');
      }
    } else if (q && q.kind === 'part-of-solution') {
      offer(t('yes'), 'yes', 1, given && given.a === 1);
      offer(t('no'), 'yes', 0, given && given.a === 0);
    }
    $('predict-reveal').hidden = !q || task.closed;
    $('predict-next').hidden = !q || !task.closed;
    if (focused >= 0 || revealing) {
      // The keyboard stays on the answer to try again; once the question
      // closes (its answers disabled, Reveal hidden) it goes on to Next,
      // not to the page's top.
      const again = options.children[focused];
      (again && !again.disabled ? again : $('predict-next')).focus({ preventScroll: true });
    }
    // The verdict under the answers, before Next: read before moving on,
    // and on a phone right under the button just pressed.
    options.after($('seat-verdict'));
    const v = task.check;
    $('seat-verdict').hidden = !v;
    if (v) {
      const right = v.verdict === 'right';
      const shown = Boolean(v.byReveal) && !given;
      $('seat-verdict').classList.toggle('shown', shown);
      $('seat-verdict-word').hidden = shown;
      $('seat-verdict-word').textContent = right ? t('right') : t('wrong');
      $('seat-verdict-word').className = 'verdict-word ' + (right ? 'good' : 'bad');
      // The engine's verdict and reason when its table is installed (as
      // predict mode says them), else the page's own words.
      // Right: the word says it, the reason why; a wrong answer's text has
      // its why already; Reveal: the answer, then why it is right.
      const said = (right ? [v.reason] : v.byReveal ? [v.text, v.reason] : [v.text])
        .filter((w) => typeof w === 'string' && w);
      $('seat-verdict-text').textContent = said.length ? said.join('\n')
        : right ? '' : task.closed ? t('theAnswer', answerWords(q, task)) : t('tryAgain');
    }
    renderBoard();
  }

  function renderLegend() {
    const task = tasks[current];
    const v = task.verdict;
    const items = [];
    if (task.refused.length) {
      items.push(['refused', t('legendRefused')]);
    }
    if (v && !v.shown && v.square) {
      items.push(['acted ' + (v.right ? 'good' : 'bad'), t('legendActed')]);
    }
    if (attackersOf(task).length) {
      items.push(['attacker', t('legendAttacker')]);
    }
    if (expectedSquare(task)) {
      items.push(['right', t('legendExpected')]);
    }
    NqBoard.fillLegend($('seat-legend'), items);
  }

  // What the board shows of a task: its queens, refused squares, the square
  // of the pupil's last step or answer (right or not), the attacking queens
  // of a mistake, the right step, and a predict question's square.
  function boardView(task) {
    const n = task.spec.n;
    const names = (queens) => {
      const list = [];
      (queens || []).forEach((col, row) => {
        if (col >= 0) {
          list.push(squareName(n, row, col));
        }
      });
      return list;
    };
    if (task.spec.kind === 'predict') {
      const q = task.question;
      const a = task.answered;
      const square = a && a.field === 'square' ? nameOf(task, [a.a, a.b]) : '';
      const right = task.check && task.check.verdict === 'right';
      const squareKind = q && ['next-square', 'attacker', 'fewest-attackers'].includes(q.kind);
      // A line named from the list (a row or a column of dancing links),
      // framed as a square would be; the right one once the question closes.
      const line = a && a.field === 'square' && (a.a < 0 || a.b < 0) ? [a.a, a.b] : null;
      const lineKind = q && ['chosen-line', 'wiped-out-row'].includes(q.kind);
      return {
        queens: names(q ? q.board : []), refused: [], subject: q && ['attacker', 'part-of-solution',
          'wiped-out-row'].includes(q.kind) ? nameOf(task, q.square) : '',
        actedName: square, actedRight: right, by: [], actedLine: line,
        expected: task.closed && !right && squareKind ? nameOf(task, q.answer) : '',
        expectedLine: task.closed && !right && lineKind ? (q.kind === 'chosen-line' ? q.answer : [q.row, -1]) : null,
        finished: task.over || !q, describedBy: 'predict-text seat-howto',
      };
    }
    const v = task.verdict;
    return {
      queens: names(task.state.queens), refused: task.refused.map((s) => squareName(n, s[0], s[1])),
      subject: '', actedName: v && !v.shown ? nameOf(task, v.square) : '', actedRight: Boolean(v && v.right),
      by: attackersOf(task), expected: expectedSquare(task), finished: task.state.finished,
      describedBy: 'seat-instruction seat-howto',
    };
  }

  function renderBoard() {
    const task = tasks[current];
    const n = task.spec.n;
    const view = boardView(task);
    focusSquare = NqBoard.drawSeat($('seat-board'), {
      n, g: boardGeometry(n), label: t('board', n),
      describedBy: view.finished ? 'seat-summary-text' : view.describedBy,
      queens: view.queens, refused: view.refused, subject: view.subject,
      acted: view.actedName, actedRight: view.actedRight, by: view.by, expected: view.expected,
      actedLine: view.actedLine, expectedLine: view.expectedLine,
      finished: view.finished, focus: focusSquare, tap: tapSquare,
    });
  }

  NqBoard.handleKeys($('seat-board'), () => (tasks[current] ? tasks[current].spec.n : 0), refuseSquare,
    (name) => { focusSquare = name; });

  // ---- handing in -------------------------------------------------------------------

  function results() {
    return {
      format: 'nqueens-homework-result',
      version: 1,
      homework,
      pupil: saved.pupil,
      actions: saved.actions,
      claimed: tasks.map((task, index) => {
        if (task.spec.kind === 'predict' && task.score) {
          const c = task.score;
          return { task: index, asked: c.asked, rightFirst: c.rightFirst, rightSecond: c.rightSecond,
            revealed: c.revealed };
        }
        if (task.spec.kind !== 'practice') {
          return { task: index };
        }
        const c = counts(task);
        return { task: index, done: c.done, shown: c.shown, mistakes: c.mistakes,
          finished: Boolean(task.state && task.state.finished) };
      }),
    };
  }

  // The pupil's name in a file name: letters and digits kept, the rest '-'.
  function fileSafe(name) {
    const safe = name.normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
    return safe || 'pupil';
  }

  function handIn() {
    const file = 'homework-' + fileSafe(saved.pupil) + '.nqueens-result';
    const blob = new Blob([JSON.stringify(results(), null, 1)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = file;
    document.body.appendChild(a);
    a.click();
    a.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 60000);
    $('hand-in-message').textContent = t('handedIn', file);
    announce(t('handedIn', file));
  }

  // ---- start --------------------------------------------------------------------------

  $('name-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const name = $('name').value.replace(/\s+/g, ' ').trim();
    if (!name || name.length > MAX_NAME) {
      $('name-message').textContent = t('nameMissing', MAX_NAME);
      return;
    }
    saved.pupil = name;
    save();
    showWho();
    renderList();
    $('list-heading').focus();
  });
  $('hand-in').addEventListener('click', handIn);
  $('back').addEventListener('click', renderList);
  $('other-back').addEventListener('click', renderList);
  $('next-task').addEventListener('click', renderList);
  $('seat-place').addEventListener('click', () => setTool(false));
  $('seat-refuse').addEventListener('click', () => setTool(!refusing)); // a toggle: pressed again, Place
  $('seat-show').addEventListener('click', () => act('show', ''));
  $('predict-reveal').addEventListener('click', () => predictAct('reveal'));
  $('browse-previous').addEventListener('click', () => browseStep(-1));
  $('browse-next').addEventListener('click', () => browseStep(1));
  $('predict-next').addEventListener('click', () => {
    const task = tasks[current];
    openNext(task);
    renderTask();
    $('predict-text').focus();
    announce($('predict-text').textContent);
  });
  // The board's squares follow the width only: a phone's height changes as
  // its address bar hides while the page scrolls, and drawing the board
  // anew then would take the square from under the pupil's finger.
  let resizeTimer = 0;
  // (On a laptop the board fits the height too.)
  let drawn = '';
  const drawnSize = () => window.innerWidth + (window.matchMedia('(min-width: 900px)').matches
    ? 'x' + window.innerHeight : '');
  drawn = drawnSize();
  window.addEventListener('resize', () => {
    window.clearTimeout(resizeTimer);
    resizeTimer = window.setTimeout(() => {
      if (drawnSize() !== drawn && current >= 0 && !$('task-screen').hidden) {
        drawn = drawnSize();
        renderBoard();
      } else if (drawnSize() !== drawn && current >= 0 && !$('other-screen').hidden) {
        drawn = drawnSize();
        renderBrowse(tasks[current]);
      }
    }, 100);
  });

  function begin() {
    $('loading').hidden = true;
    saved = load() || { pupil: '', opened: Date.now(), actions: [], view: -1 };
    // The page's own record first: what was done before a reload is done again.
    const kept = [];
    for (const action of saved.actions) {
      if (action && Number.isInteger(action.task) && run(action.task, action)) {
        kept.push(action);
      }
    }
    saved.actions = kept;
    tasks.forEach((task, index) => {
      if (task.spec.kind === 'predict' && task.engine) {
        restoreShown(task, index);
      }
    });
    save();
    showWho();
    if (!saved.pupil) {
      show('name-screen');
      $('name').focus();
    } else if (Number.isInteger(saved.view) && saved.view >= 0 && saved.view < tasks.length) {
      openTask(saved.view);
    } else {
      renderList();
    }
  }

  applyWords();
  if (!homework || !Array.isArray(homework.tasks)) {
    $('loading').textContent = t('broken');
    return;
  }
  $('loading').textContent = t('starting');
  if (typeof window.NqEngine !== 'function') {
    $('loading').textContent = t('noEngine');
    return;
  }
  window.NqEngine().then((module) => {
    api = bind(module);
    startTasks();
    begin();
  }, () => {
    $('loading').textContent = t('noEngine');
  });
}());
