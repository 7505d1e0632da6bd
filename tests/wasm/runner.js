// SPDX-License-Identifier: MIT
// The WebAssembly side of the differential test (tst_wasmengine, issue 40):
// runs each command of SCRIPT through the module's C entry (wasm/engine.h),
// as the homework page will call it, and compares every answer with the
// native engines' answer on the same line of NATIVE (nq_enginedriver run).
// Stops at the first difference, naming its line, the sequence and the
// command, with both answers. Sentences included: a `words` command installs
// the same table of words (a file of bytes) on both sides.
//
//   node runner.js MODULE SCRIPT NATIVE [--time]
'use strict';
const fs = require('fs');
const path = require('path');

const [moduleFile, scriptFile, nativeFile, timeFlag] = process.argv.slice(2);
if (!moduleFile || !scriptFile || !nativeFile) {
    console.error('usage: node runner.js MODULE SCRIPT NATIVE [--time]');
    process.exit(2);
}

const lines = (file) => {
    const text = fs.readFileSync(file, 'utf8').split('\n');
    if (text[text.length - 1] === '') {
        text.pop();
    }
    return text;
};

require(path.resolve(moduleFile))().then((module) => {
    const c = (name, result, args) => module.cwrap(name, result, args);
    const f = {
        practiceNew: c('nq_practice_new', 'number', ['string', 'number', 'number', 'number']),
        act: c('nq_practice_act', 'string', ['number', 'string', 'number', 'number']),
        showMe: c('nq_practice_show_me', 'string', ['number']),
        stepBack: c('nq_practice_step_back', 'string', ['number', 'number']),
        state: c('nq_practice_state', 'string', ['number']),
        predictNew: c('nq_predict_new', 'number',
            ['string', 'number', 'number', 'string', 'number', 'number', 'number']),
        ask: c('nq_predict_ask', 'string', ['number', 'number']),
        next: c('nq_predict_next', 'string', ['number', 'number', 'number']),
        answer: c('nq_predict_answer', 'string', ['number', 'string', 'number', 'number']),
        reveal: c('nq_predict_reveal', 'string', ['number']),
        score: c('nq_predict_score', 'string', ['number']),
        free: c('nq_free', null, ['number']),
        // The table's bytes as they are (a bad file's too), ended by a zero.
        wordsSet: c('nq_words_set', 'number', ['array']),
    };
    let engine = 0;
    const run = (words) => {
        const n = (i) => Number(words[i]);
        switch (words[0]) {
        case 'practice':
            engine = f.practiceNew(words[1], n(2), n(3), n(4));
            return f.state(engine);
        case 'act': return f.act(engine, words[1], n(2), n(3));
        case 'show': return f.showMe(engine);
        case 'back': return f.stepBack(engine, n(1));
        case 'state': return f.state(engine);
        case 'predict':
            engine = f.predictNew(words[1], n(2), n(3), words[4], n(5), n(6), n(7));
            return f.score(engine);
        case 'ask': return f.ask(engine, n(1));
        case 'next': return f.next(engine, n(1), n(2));
        case 'answer': return f.answer(engine, words[1], n(2), n(3));
        case 'reveal': return f.reveal(engine);
        case 'score': return f.score(engine);
        case 'free':
            f.free(engine);
            engine = 0;
            return 'freed';
        case 'words': {
            const json = words[1] === 'none' ? Buffer.from('{}') : fs.readFileSync(words[1]);
            return String(f.wordsSet(Buffer.concat([json, Buffer.from([0])])));
        }
        default: throw new Error('unknown command: ' + words.join(' '));
        }
    };

    const script = lines(scriptFile);
    const native = lines(nativeFile);
    let sequence = '';
    let sequences = 0;
    let calls = 0;
    let spent = 0n;
    for (let i = 0; i < script.length; ++i) {
        const line = script[i];
        let answer = line;
        if (line.startsWith('#')) {
            sequence = line;
            ++sequences;
        } else if (line !== '') {
            const start = process.hrtime.bigint();
            answer = run(line.split(' '));
            spent += process.hrtime.bigint() - start;
            ++calls;
        }
        if (answer !== native[i]) {
            console.error(`line ${i + 1} (${sequence}): ${line}\n` +
                `  native: ${native[i]}\n  wasm:   ${answer}`);
            process.exit(1);
        }
    }
    if (native.length !== script.length) {
        console.error(`the native answers have ${native.length} lines, the script ${script.length}`);
        process.exit(1);
    }
    console.log(`${sequences} sequences, ${calls} calls: the WebAssembly engines answered ` +
        'as the native ones, line by line');
    if (timeFlag === '--time') {
        console.log(`${(Number(spent) / 1000 / calls).toFixed(2)} us a call (WebAssembly)`);
    }
});
