#!/usr/bin/env node
// Writes the small test tokenizers in tests/data/tokenizers/ and the token ids that Hugging
// Face's own tokenizers library gives on tricky strings with them.
//
//   mkdir -p /tmp/tokref && cd /tmp/tokref && npm init -y && npm install tokenizers@0.23.2
//   NODE_PATH=/tmp/tokref/node_modules node scripts/make-tokenizer-references.js
//
// It is run once by hand (from the repository's top folder or anywhere: it finds the folder
// from its own path) and what it writes is committed; CI never runs it and the tests need no
// Node. Rerun it only when the tokenizers, the training text or the strings below change: it
// rewrites every file, and two runs give the same bytes.
//
// No real model's vocabulary is used. The script learns each vocabulary itself with the small
// BPE learner below (count the adjacent pairs of symbols over the words of a training text,
// merge the most frequent pair, repeat), on a training text written for this project (further
// down). Each tokenizer is laid out like the family it is named after:
//
//   llama3   byte-level BPE, Llama 3's Split pattern, ignore_merges true, <|begin_of_text|>
//            added in front by a TemplateProcessing post-processor
//   qwen     byte-level BPE, NFC normalizer, Qwen 2's Split pattern (digits one by one)
//   smollm2  byte-level BPE, Digits + ByteLevel(use_regex) pre-tokenizer, the special tokens at
//            ids 0-2 (in the model's vocab too, as SmolLM2 has them), and a non-special added
//            token "attn_lab" with normalized true
//   llama2   SentencePiece-style BPE (▁ for spaces, <0xXX> byte fallback, Prepend + Replace
//            normalizer), <s> in front
//   mistral  the same family with a Metaspace pre-tokenizer (prepend_scheme "first") instead of
//            the normalizer, and two more added special tokens: [INST], and <mask> with lstrip
//            and rstrip
//
// The merges are written both ways real files do: "left right" strings (llama3, llama2, the
// older format) and ["left", "right"] pairs (qwen, smollm2, mistral, what tokenizers 0.20 and
// later save).
//
// Ten more small "steps" tokenizers, steps-<what>, each exercise steps and settings of the
// pipeline that the five do not have. They reuse a byte-level vocabulary (learned as llama3's,
// with 300 merges) and mistral's SentencePiece-style one, so each file stays under 40 KB:
//
//   steps-split-behaviors      Split "[,;]" MergedWithPrevious, Split " " MergedWithNext,
//                              ByteLevel without its regex (this one learns its own vocabulary
//                              through that pre-tokenizer, so that merges such as "s ," exist)
//   steps-split-removed-contiguous   Split "\d" Contiguous, Split "-+" Removed, ByteLevel
//   steps-split-invert         Split "\p{L}+" Isolated with invert (no effect on Isolated),
//                              Split "[\p{L}\p{N}]+" Removed with invert (only the words stay)
//   steps-normalizers          NFKC, Lowercase, Strip, Replace "  " -> " ", Replace /[0-9]+/ ->
//                              "#"; ByteLevel with add_prefix_space true
//   steps-nfd-prepend-metaspace-always   SentencePiece-style: NFD, Metaspace with
//                              prepend_scheme "always" and split true, byte fallback
//   steps-unknown, steps-unknown-unfused   SentencePiece-style without the <0xXX> tokens:
//                              byte_fallback false, so <unk>, with fuse_unk true / false
//   steps-added-tokens         added tokens with single_word, lstrip only, rstrip only,
//                              normalized (under a Lowercase normalizer), one a prefix of another,
//                              one already in the model's vocabulary
//   steps-post-processors      ByteLevel then TemplateProcessing "<bos2> $A </s>", <bos2> giving
//                              two ids; a tokenizer_config.json without add_bos/add_eos_token
//   steps-merges               a merge listed twice (the library takes the later rank), Digits
//                              with individual_digits false
//
// Their expected.json has the test strings and a few more aimed at the folder's steps. For each
// setting a folder is about, the script checks that switching it off changes some ids (and
// prints for how many strings). The library gives added tokens ids of its own when it loads a
// file, whatever the file says (the vocabulary's id when the content is in it, else the next
// free id in list order); the script writes those ids and checks them for every folder.
//
// Each folder gets tokenizer.json, tokenizer_config.json and expected.json: for every string in
// TEST_STRINGS, the ids and tokens the library gives with add_special_tokens true. The ids are
// what the library gives with tokenizer.json as written, with one rule from Hugging Face
// transformers on top: when tokenizer_config.json has add_bos_token or add_eos_token, the
// tokenizer transformers loads has its post-processor replaced by a template
//   single: [bos:0] $A:0 [eos:0]     pair: [bos:0] $A:0 [eos:0] [bos:1] $B:1 [eos:1]
// with bos present iff add_bos_token is true and eos iff add_eos_token is true, bos and eos
// being the tokens tokenizer_config.json names as bos_token and eos_token (a string, or an
// object whose "content" is the token). So the expected ids are computed with that template in
// place of the file's post-processor where the config has either key. Only for mistral does
// this change anything: its tokenizer.json adds <s> alone, its config says add_eos_token true
// too, so the expected ids end with </s>. For llama2 (add_bos_token true, <s> alone in the file
// too) and qwen (add_bos_token false, no special tokens either way) the script checks that the
// template gives the same ids as the file. llama3 and smollm2 have neither key: the file's own
// post-processor counts. A second rule from transformers: for a LlamaTokenizer config it builds
// the steps itself (withTransformersClass below), and the expected ids are computed so.

'use strict';

const fs = require('fs');
const path = require('path');
const { Tokenizer } = require('tokenizers');

const LIBRARY = 'tokenizers 0.23.2 (Node binding)';
const OUT_DIR = path.join(__dirname, '..', 'tests', 'data', 'tokenizers');
const MAX_FILE_BYTES = 120 * 1024;

// ---------------------------------------------------------------------------------------------
// The training text, written for this project. English about attention, some French and German
// with accents, some Chinese and Japanese, emoji, numbers, and code with tabs and newlines.
// A few characters of the test strings are deliberately absent (机, 制, 👨, 👩, 👧) or appear once
// only (👍), so that the SentencePiece-style tokenizers, which keep characters seen at least
// twice, fall back to bytes on them.

const TRAINING_TEXT = [
  'Attention lets every token look at every other token and decide how much each one matters.',
  'A transformer stacks layers of attention and small feed-forward networks, and each layer',
  'refines the representation of every position. The queries ask, the keys answer, and the',
  'values carry what is passed along. The scores are scaled by the square root of the head',
  'dimension before the softmax turns them into weights that add up to one.',
  '',
  'In a causal model a token may only attend to the tokens before it, so the mask hides the',
  'future. Multi-head attention runs several heads side by side; each head learns its own',
  'pattern, and their outputs are joined and projected back to the model width. Some heads',
  'follow the previous token, some copy a name that was seen earlier, and some spread their',
  'weight evenly across the whole sentence. Looking at the attention weights of each head is',
  'a good way to see what the model has learned, and the heatmaps often show these patterns.',
  '',
  'Rotary position embeddings turn the queries and the keys by an angle that grows with the',
  'position, so the score between two tokens depends on how far apart they are. Grouped-query',
  'attention lets several query heads share one key head and one value head, which saves',
  'memory when the context is long. We\'re not sure it\'s always better, but they\'ll say it\'s',
  'cheaper, and I\'ve seen it work. Don\'t forget the residual stream: every layer reads from it',
  'and writes back into it. I\'d rather look at the weights than guess, and you\'ll see why.',
  '',
  'The tokenizer splits the text into tokens before the model sees anything. A byte-level',
  'tokenizer starts from the bytes of the text and merges the most frequent pairs again and',
  'again, so that common words become single tokens and rare words break into smaller pieces.',
  'The merges are learned once, written down in order, and replayed on every new text.',
  '',
  'Each head has its own query, key and value matrices. The query of one token is compared with',
  'the keys of all the tokens it may see, and the comparison is a dot product. A large dot',
  'product means the two tokens fit together; a small one means they do not. After the softmax',
  'the largest scores take most of the weight, and the output of the head is the weighted sum',
  'of the values. Then the outputs of all the heads are joined, projected, and added back to',
  'the residual stream, where the next layer reads them.',
  '',
  'Training a model means changing its weights a little at a time so that it predicts the next',
  'token better. The loss is the cross-entropy between the predicted distribution and the true',
  'next token. The gradients flow back through every layer, through the softmax and through the',
  'dot products, and the optimizer takes a small step. After many steps the heads find patterns',
  'that help: one head looks at the previous token, another copies the token that followed the',
  'same token earlier, and together they form what is called an induction circuit.',
  '',
  'L\'attention permet à chaque mot de regarder les autres mots de la phrase. Le modèle apprend',
  'très vite, même avec peu de données. Où est la tête qui suit le mot précédent ? Ça dépend de',
  'la couche, évidemment, et de l\'entraînement.',
  'Die Aufmerksamkeit hilft dem Modell, längere Sätze zu verstehen. Über die Schichten hinweg',
  'wird die Darstellung schärfer. Grüße aus München: die Größe der Köpfe ist gleich.',
  '',
  '注意力让每个词都能看到句子里的其他词。模型一层一层地学习，每一层都更清楚。',
  '注意力的权重告诉我们模型在看哪里。',
  '注意はとても大切です。モデルは文章を読みます。トークンを数えましょう。',
  '日本語のテキストを読むと、注意の重みが見えます。',
  '',
  'Great job 👍 and thanks 🙏! The heads light up 🔥 when the pattern fits 🔥. Smile 😀 😀',
  '',
  'In 2017 the first model used 8 heads, 512 dimensions and 6 layers; a 7B model has 32 layers,',
  '4096 dimensions and about 6,738,415,616 parameters. The learning rate was 0.0003 for 1000',
  'steps, 3.14 is close to pi, and 2.71828 is close to e. Version 1.0 came out on 2024-05-01.',
  'Counting: 123, 456, 789, 123456, 456789 and 1234567; rows 100, 200 and 300; 42 is 42, 64 is',
  '64 and 128 is 128; 3.14159 is closer to pi than 3.14, and 12 + 34 = 46.',
  '',
  'def attention(q, k, v, mask=None):',
  '\tscores = q @ k.T / math.sqrt(q.shape[-1])',
  '\tif mask is not None:',
  '\t\tscores = scores.masked_fill(mask == 0, -1e9)',
  '\treturn softmax(scores, dim=-1) @ v',
  '',
  'for (int i = 0; i < n; ++i) {',
  '    sum += weights[i] * values[i];  // accumulate the weighted values',
  '}',
  '',
  'The attention weights of a head form a square table: one row for each query, one column for',
  'each key. In a causal model the upper half of the table is zero. When two heads share their',
  'keys and values, their tables still differ, because their queries differ. The model learns',
  'all of this from the text alone, one token at a time, and the tokens themselves come from',
  'the merges that the tokenizer learned before the model was trained.',
  '',
].join('\n');

// The first sentence of the training text, one of the test strings: many merges apply to it.
const FIRST_SENTENCE = TRAINING_TEXT.split('\n')[0];

// ---------------------------------------------------------------------------------------------
// The strings every tokenizer encodes (the same list for all five). Escapes spell out what is
// invisible or easy to mistake.

const TEST_STRINGS = [
  '',
  ' ',
  '  hello   world  ',
  'a\n\nb\r\n\tc',
  '\n\n\n',
  'line one\n  indented',
  'def f(x):\n\treturn x ** 2  # square',
  '1234567',
  '3.14159',
  'x=12345+678',
  '\u0663\u0664\u0665',                       // Arabic-Indic digits ٣٤٥
  '\u2460\u2461',                             // circled digits ①②
  'I\'m sure you\'LL see they\'RE done',
  'DON\'T stop, don\'t',
  'caf\u00e9',                                // café, é composed
  'cafe\u0301',                               // café, e + combining acute
  'na\u00efve \u00c5ngstr\u00f6m',            // naïve Ångström
  '\u0041\u030A',                             // A + combining ring above (NFC: Å)
  '\u6ce8\u610f\u529b\u673a\u5236',           // 注意力机制
  '\u65e5\u672c\u8a9e\u306e\u30c6\u30ad\u30b9\u30c8', // 日本語のテキスト
  '\u{1F44D}\u{1F3FD} family: \u{1F468}\u200D\u{1F469}\u200D\u{1F467}', // thumbs up + skin tone, ZWJ family
  'hot \u{1F525} take',                       // 🔥, seen twice in the training text
  '<|begin_of_text|>Hello<|eot_id|> world <|end_of_text|>',
  '<s>hi</s> there',
  ' <s> spaced </s> ',
  'x [INST] y',
  '[INST]What is attention?',
  ' <mask> z',
  'a<mask>b a <mask> b',
  '<|im_start|>user\nhi<|im_end|>\n',
  '<|im_start',
  'end<|endoftext|>start',
  'use attn_lab here, attn_labs too',
  '!!! ??? ...',
  '--->',
  'quite attentionally',
  'Pneumonoultramicroscopicsilicovolcanoconiosis',
  'a\u00a0b\u3000c',                          // no-break space, ideographic space
  '\u0301abc',                                // a lone combining acute at the start
  'Attention \u2014 \u0432\u043d\u0438\u043c\u0430\u043d\u0438\u0435 \u2014 \u6ce8\u610f', // Attention — внимание — 注意
  '\u0000a\u0001',
  FIRST_SENTENCE,
  '   ',                                      // a run of spaces alone: "▁▁▁" in transformers' Llama 2
  '   x',
  'Hello <s> world',                          // text after a special token: no second "▁"
  'a </s>b',
];

// ---------------------------------------------------------------------------------------------
// JSON written the way the files should read: two-space indents, an array of plain values on
// one line when that line stays within `inlineLimit` characters (a merge pair, a case's ids),
// one value a line otherwise (the list of "left right" merges), and objects given as Maps kept
// in their insertion order (a plain JS object would move keys such as "1" or "42" to the
// front, and vocabularies have such keys).

function formatJson(value, inlineLimit = 80, depth = 0) {
  const pad = '  '.repeat(depth);
  const inner = '  '.repeat(depth + 1);
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => v === null || typeof v !== 'object')) {
      const line = '[' + value.map((v) => JSON.stringify(v)).join(', ') + ']';
      if (line.length <= inlineLimit) return line;
    }
    return '[\n' + value.map((v) => inner + formatJson(v, inlineLimit, depth + 1)).join(',\n') + '\n' + pad + ']';
  }
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  if (entries.length === 0) return '{}';
  return '{\n' +
    entries.map(([k, v]) => inner + JSON.stringify(k) + ': ' + formatJson(v, inlineLimit, depth + 1)).join(',\n') +
    '\n' + pad + '}';
}

// ---------------------------------------------------------------------------------------------
// The BPE learner. `words` lists each distinct word, already split into its first symbols,
// with how often it occurs (as countWords below gives them). Each round counts every adjacent
// pair of symbols over all words (weighted by the word's count), merges the most frequent pair
// everywhere, and records it. Ties go to the pair whose left symbol, then right symbol, sorts
// first by UTF-16 code units, so the result depends on nothing but the input. Symbols for which `mergeable` says false (characters left
// out of a SentencePiece-style alphabet) never take part in a pair. Learning stops after
// `maxMerges` merges or when no pair occurs at least `minCount` times.

function learnBpe(words, maxMerges, minCount, mergeable = () => true) {
  const list = words.map(([symbols, count]) => ({ symbols: symbols.slice(), count }));
  const merges = [];
  const blocked = new Set();
  for (const w of list) for (const s of w.symbols) if (!mergeable(s)) blocked.add(s);
  while (merges.length < maxMerges) {
    const counts = new Map();
    for (const w of list) {
      for (let i = 0; i + 1 < w.symbols.length; i++) {
        const a = w.symbols[i];
        const b = w.symbols[i + 1];
        if (blocked.has(a) || blocked.has(b)) continue;
        let row = counts.get(a);
        if (!row) counts.set(a, (row = new Map()));
        row.set(b, (row.get(b) || 0) + w.count);
      }
    }
    let best = null;
    for (const [a, row] of counts) {
      for (const [b, n] of row) {
        if (!best || n > best.n || (n === best.n && (a < best.a || (a === best.a && b < best.b)))) {
          best = { a, b, n };
        }
      }
    }
    if (!best || best.n < minCount) break;
    merges.push([best.a, best.b]);
    const joined = best.a + best.b;
    for (const w of list) {
      const s = w.symbols;
      const out = [];
      for (let i = 0; i < s.length; i++) {
        if (i + 1 < s.length && s[i] === best.a && s[i + 1] === best.b) {
          out.push(joined);
          i++;
        } else {
          out.push(s[i]);
        }
      }
      w.symbols = out;
    }
  }
  return merges;
}

// Counts a list of words (strings) into the learner's input: one [symbols, count] pair for each
// distinct word, in the order the words first appear.
function countWords(wordList, splitSymbols) {
  const byWord = new Map();
  for (const w of wordList) {
    if (w.length === 0) continue;
    const entry = byWord.get(w);
    if (entry) entry[1]++;
    else byWord.set(w, [splitSymbols(w), 1]);
  }
  return [...byWord.values()];
}

// ---------------------------------------------------------------------------------------------
// Pieces shared by the tokenizer.json files.

// GPT-2's bytes_to_unicode: every byte gets a printable character, the printable Latin-1 bytes
// themselves, the other 68 bytes the characters from U+0100 on. The list is in GPT-2's order
// (the printable bytes first), which is the order the vocabularies give them ids in.
function bytesToUnicode() {
  const printable = [];
  for (let b = 0x21; b <= 0x7e; b++) printable.push(b);
  for (let b = 0xa1; b <= 0xac; b++) printable.push(b);
  for (let b = 0xae; b <= 0xff; b++) printable.push(b);
  const map = new Array(256);
  const order = [];
  for (const b of printable) {
    map[b] = String.fromCodePoint(b);
    order.push(b);
  }
  let n = 0;
  for (let b = 0; b < 256; b++) {
    if (map[b] === undefined) {
      map[b] = String.fromCodePoint(256 + n++);
      order.push(b);
    }
  }
  return { map, order };
}
const BYTE_CHARS = bytesToUnicode();

function addedToken(id, content, special, options = {}) {
  return {
    id,
    content,
    single_word: options.single_word || false,
    lstrip: options.lstrip || false,
    rstrip: options.rstrip || false,
    normalized: options.normalized || false,
    special,
  };
}

function bpeModel(vocab, merges, options) {
  return {
    type: 'BPE',
    dropout: null,
    unk_token: options.unk_token,
    continuing_subword_prefix: null,
    end_of_word_suffix: null,
    fuse_unk: options.fuse_unk,
    byte_fallback: options.byte_fallback,
    ignore_merges: options.ignore_merges,
    vocab,
    merges: options.legacyMerges ? merges.map(([a, b]) => a + ' ' + b) : merges,
  };
}

function tokenizerJson(parts) {
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: parts.added_tokens,
    normalizer: parts.normalizer,
    pre_tokenizer: parts.pre_tokenizer,
    post_processor: parts.post_processor,
    decoder: parts.decoder,
    model: parts.model,
  };
}

function specialTokenEntry(content, id) {
  return { id: content, ids: [id], tokens: [content] };
}

// The template Hugging Face transformers puts in place of the post-processor when
// tokenizer_config.json has add_bos_token or add_eos_token (see the header).
function transformersTemplate(bos, bosId, eos, eosId) {
  const single = [];
  const pair = [];
  const special = {};
  if (bos !== null) special[bos] = specialTokenEntry(bos, bosId);
  if (eos !== null) special[eos] = specialTokenEntry(eos, eosId);
  for (const [list, seq, typeId] of [[single, 'A', 0], [pair, 'A', 0], [pair, 'B', 1]]) {
    if (bos !== null) list.push({ SpecialToken: { id: bos, type_id: typeId } });
    list.push({ Sequence: { id: seq, type_id: typeId } });
    if (eos !== null) list.push({ SpecialToken: { id: eos, type_id: typeId } });
  }
  return { type: 'TemplateProcessing', single, pair, special_tokens: special };
}

const LLAMA3_PATTERN = String.raw`(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+`;
const QWEN2_PATTERN = String.raw`(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+`;

function splitThenByteLevel(pattern) {
  return {
    type: 'Sequence',
    pretokenizers: [
      { type: 'Split', pattern: { Regex: pattern }, behavior: 'Isolated', invert: false },
      { type: 'ByteLevel', add_prefix_space: false, trim_offsets: true, use_regex: false },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Byte-level vocabularies: the 256 byte characters, then one token per merge. The training
// words come from the library's own normalizer and pre-tokenizer (loaded from a tokenizer.json
// with the same pieces and a bytes-only vocabulary), so they are split exactly as the finished
// tokenizer splits text.

function learnByteLevel(normalizer, preTokenizer, maxMerges, firstIds = []) {
  const vocab = new Map();
  for (const t of firstIds) vocab.set(t, vocab.size);
  for (const b of BYTE_CHARS.order) vocab.set(BYTE_CHARS.map[b], vocab.size);
  const skeleton = Tokenizer.fromString(JSON.stringify(tokenizerJson({
    added_tokens: [],
    normalizer,
    pre_tokenizer: preTokenizer,
    post_processor: null,
    decoder: null,
    model: bpeModel(Object.fromEntries(vocab), [], {
      unk_token: null, fuse_unk: false, byte_fallback: false, ignore_merges: false,
    }),
  })));
  const normalized = normalizer ? skeleton.getNormalizer().normalizeString(TRAINING_TEXT) : TRAINING_TEXT;
  const pieces = skeleton.getPreTokenizer().preTokenizeString(normalized).map(([piece]) => piece);
  const merges = learnBpe(countWords(pieces, (w) => Array.from(w)), maxMerges, 2);
  for (const [a, b] of merges) if (!vocab.has(a + b)) vocab.set(a + b, vocab.size);
  return { vocab, merges };
}

// ---------------------------------------------------------------------------------------------
// SentencePiece-style vocabularies: <unk>, <s>, </s>, the 256 byte tokens <0x00>…<0xFF>, the
// characters seen at least twice in the training text (most frequent first), then one piece
// per merge. Each line is trained on as SentencePiece sees a sentence: spaces replaced by ▁ and
// one ▁ put in front; its words are the runs that start at a ▁. Characters seen only once are
// left out of the alphabet (and out of every merge), so that text using them falls back to
// bytes.

const SPACE_MARK = '\u2581';

function learnSentencePiece(maxMerges) {
  const lines = TRAINING_TEXT.split('\n').filter((l) => l.length > 0).map((l) => SPACE_MARK + l.replace(/ /g, SPACE_MARK));
  const charCounts = new Map();
  for (const line of lines) for (const c of line) charCounts.set(c, (charCounts.get(c) || 0) + 1);
  const alphabet = [...charCounts].filter(([, n]) => n >= 2)
    .sort((x, y) => y[1] - x[1] || x[0].codePointAt(0) - y[0].codePointAt(0))
    .map(([c]) => c);
  const inAlphabet = new Set(alphabet);
  const words = [];
  for (const line of lines) for (const m of line.matchAll(/\u2581[^\u2581]*|[^\u2581]+/gu)) words.push(m[0]);
  const merges = learnBpe(countWords(words, (w) => Array.from(w)), maxMerges, 2, (s) => inAlphabet.has(s));
  const vocab = new Map([['<unk>', 0], ['<s>', 1], ['</s>', 2]]);
  for (let b = 0; b < 256; b++) vocab.set('<0x' + b.toString(16).toUpperCase().padStart(2, '0') + '>', vocab.size);
  for (const c of alphabet) vocab.set(c, vocab.size);
  for (const [a, b] of merges) if (!vocab.has(a + b)) vocab.set(a + b, vocab.size);
  return { vocab, merges, alphabet };
}

// ---------------------------------------------------------------------------------------------
// The five tokenizers.

function buildLlama3() {
  const preTokenizer = splitThenByteLevel(LLAMA3_PATTERN);
  const { vocab, merges } = learnByteLevel(null, preTokenizer, 600);
  // A whole word that the merges do not build: with ignore_merges true the library takes a
  // word found whole in the vocabulary as one token before trying any merge, so
  // "quite attentionally" differs from what the merges alone give (checked below).
  const IGNORE_MERGES_WORD = '\u0120attentionally';
  if (vocab.has(IGNORE_MERGES_WORD)) throw new Error('the merges already build ' + IGNORE_MERGES_WORD);
  vocab.set(IGNORE_MERGES_WORD, vocab.size);
  const v = vocab.size;
  const specials = ['<|begin_of_text|>', '<|end_of_text|>', '<|eot_id|>'];
  const bos = specials[0];
  return {
    name: 'llama3',
    json: tokenizerJson({
      added_tokens: specials.map((t, i) => addedToken(v + i, t, true)),
      normalizer: null,
      pre_tokenizer: preTokenizer,
      post_processor: {
        type: 'Sequence',
        processors: [
          { type: 'ByteLevel', add_prefix_space: true, trim_offsets: false, use_regex: true },
          {
            type: 'TemplateProcessing',
            single: [{ SpecialToken: { id: bos, type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } }],
            pair: [
              { SpecialToken: { id: bos, type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } },
              { SpecialToken: { id: bos, type_id: 1 } }, { Sequence: { id: 'B', type_id: 1 } },
            ],
            special_tokens: { [bos]: specialTokenEntry(bos, v) },
          },
        ],
      },
      decoder: { type: 'ByteLevel', add_prefix_space: true, trim_offsets: true, use_regex: true },
      model: bpeModel(vocab, merges, {
        unk_token: null, fuse_unk: false, byte_fallback: false, ignore_merges: true, legacyMerges: true,
      }),
    }),
    config: {
      bos_token: '<|begin_of_text|>',
      eos_token: '<|end_of_text|>',
      tokenizer_class: 'PreTrainedTokenizerFast',
    },
  };
}

function buildQwen() {
  const normalizer = { type: 'NFC' };
  const preTokenizer = splitThenByteLevel(QWEN2_PATTERN);
  preTokenizer.pretokenizers[1].trim_offsets = false;
  const { vocab, merges } = learnByteLevel(normalizer, preTokenizer, 500);
  const v = vocab.size;
  const byteLevel = { type: 'ByteLevel', add_prefix_space: false, trim_offsets: false, use_regex: false };
  return {
    name: 'qwen',
    json: tokenizerJson({
      added_tokens: ['<|endoftext|>', '<|im_start|>', '<|im_end|>'].map((t, i) => addedToken(v + i, t, true)),
      normalizer,
      pre_tokenizer: preTokenizer,
      post_processor: byteLevel,
      decoder: byteLevel,
      model: bpeModel(vocab, merges, {
        unk_token: null, fuse_unk: false, byte_fallback: false, ignore_merges: false,
      }),
    }),
    config: {
      add_bos_token: false,
      bos_token: null,
      eos_token: '<|im_end|>',
      tokenizer_class: 'Qwen2Tokenizer',
    },
  };
}

function buildSmolLM2() {
  const preTokenizer = {
    type: 'Sequence',
    pretokenizers: [
      { type: 'Digits', individual_digits: true },
      { type: 'ByteLevel', add_prefix_space: false, trim_offsets: true, use_regex: true },
    ],
  };
  const specials = ['<|endoftext|>', '<|im_start|>', '<|im_end|>'];
  const { vocab, merges } = learnByteLevel(null, preTokenizer, 450, specials);
  const v = vocab.size;
  return {
    name: 'smollm2',
    json: tokenizerJson({
      added_tokens: [
        ...specials.map((t, i) => addedToken(i, t, true)),
        addedToken(v, 'attn_lab', false, { normalized: true }),
      ],
      normalizer: null,
      pre_tokenizer: preTokenizer,
      post_processor: { type: 'ByteLevel', add_prefix_space: true, trim_offsets: false, use_regex: true },
      decoder: { type: 'ByteLevel', add_prefix_space: true, trim_offsets: true, use_regex: true },
      model: bpeModel(vocab, merges, {
        unk_token: null, fuse_unk: false, byte_fallback: false, ignore_merges: false,
      }),
    }),
    config: {
      bos_token: '<|im_start|>',
      eos_token: '<|im_end|>',
      pad_token: '<|im_end|>',
      unk_token: '<|endoftext|>',
      tokenizer_class: 'GPT2Tokenizer',
    },
  };
}

function sentencePieceTemplate() {
  return {
    type: 'TemplateProcessing',
    single: [{ SpecialToken: { id: '<s>', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } }],
    pair: [
      { SpecialToken: { id: '<s>', type_id: 0 } }, { Sequence: { id: 'A', type_id: 0 } },
      { SpecialToken: { id: '<s>', type_id: 1 } }, { Sequence: { id: 'B', type_id: 1 } },
    ],
    special_tokens: { '<s>': specialTokenEntry('<s>', 1) },
  };
}

// Llama 2's normalizer: "▁" in front of the text, and every space written as "▁".
function sentencePieceNormalizer() {
  return {
    type: 'Sequence',
    normalizers: [
      { type: 'Prepend', prepend: SPACE_MARK },
      { type: 'Replace', pattern: { String: ' ' }, content: SPACE_MARK },
    ],
  };
}

function sentencePieceSpecials() {
  return ['<unk>', '<s>', '</s>'].map((t, i) => addedToken(i, t, true));
}

function buildLlama2() {
  const { vocab, merges } = learnSentencePiece(550);
  return {
    name: 'llama2',
    json: tokenizerJson({
      added_tokens: sentencePieceSpecials(),
      normalizer: sentencePieceNormalizer(),
      pre_tokenizer: null,
      post_processor: sentencePieceTemplate(),
      decoder: {
        type: 'Sequence',
        decoders: [
          { type: 'Replace', pattern: { String: SPACE_MARK }, content: ' ' },
          { type: 'ByteFallback' },
          { type: 'Fuse' },
          { type: 'Strip', content: ' ', start: 1, stop: 0 },
        ],
      },
      model: bpeModel(vocab, merges, {
        unk_token: '<unk>', fuse_unk: true, byte_fallback: true, ignore_merges: false, legacyMerges: true,
      }),
    }),
    config: {
      add_bos_token: true,
      add_eos_token: false,
      bos_token: '<s>',
      eos_token: '</s>',
      unk_token: '<unk>',
      tokenizer_class: 'LlamaTokenizer',
    },
  };
}

function buildMistral() {
  const { vocab, merges } = learnSentencePiece(300);
  const v = vocab.size;
  const metaspace = { type: 'Metaspace', replacement: SPACE_MARK, prepend_scheme: 'first', split: false };
  const configToken = (content) => ({
    __type: 'AddedToken', content, lstrip: false, normalized: false, rstrip: false, single_word: false,
  });
  return {
    name: 'mistral',
    json: tokenizerJson({
      added_tokens: [
        ...sentencePieceSpecials(),
        addedToken(v, '[INST]', true),
        addedToken(v + 1, '<mask>', true, { lstrip: true, rstrip: true }),
      ],
      normalizer: null,
      pre_tokenizer: metaspace,
      post_processor: sentencePieceTemplate(),
      decoder: metaspace,
      model: bpeModel(vocab, merges, {
        unk_token: '<unk>', fuse_unk: true, byte_fallback: true, ignore_merges: false,
      }),
    }),
    config: {
      add_bos_token: true,
      add_eos_token: true,
      bos_token: configToken('<s>'),
      eos_token: configToken('</s>'),
      unk_token: configToken('<unk>'),
      tokenizer_class: 'LlamaTokenizer',
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The steps tokenizers: small tokenizers, each built to exercise pipeline steps and settings
// that the five above do not have (see the header). They reuse two vocabularies learned once:
// a byte-level one (learned as llama3's, with fewer merges) and a SentencePiece-style one
// (mistral's). Each has, besides the test strings, a few strings aimed at its steps (`extra`).

const STEPS_MAX_FILE_BYTES = 40 * 1024;

let sharedByteLevel = null;
function stepsByteLevelVocab() {
  if (!sharedByteLevel) sharedByteLevel = learnByteLevel(null, splitThenByteLevel(LLAMA3_PATTERN), 300);
  return { vocab: new Map(sharedByteLevel.vocab), merges: sharedByteLevel.merges.map((m) => m.slice()) };
}

let sharedSentencePiece = null;
function stepsSentencePieceVocab() {
  if (!sharedSentencePiece) sharedSentencePiece = learnSentencePiece(300);
  return { vocab: new Map(sharedSentencePiece.vocab), merges: sharedSentencePiece.merges.map((m) => m.slice()) };
}

function byteLevelStep(addPrefixSpace, useRegex) {
  return { type: 'ByteLevel', add_prefix_space: addPrefixSpace, trim_offsets: true, use_regex: useRegex };
}

function splitStep(pattern, behavior, invert = false) {
  return { type: 'Split', pattern, behavior, invert };
}

// A byte-level tokenizer on the shared vocabulary: `parts` gives the added tokens (default
// none), normalizer, pre-tokenizer and post-processor; the model and decoder are the same for
// all of them.
function stepsByteLevelJson(parts, model = stepsByteLevelVocab()) {
  return tokenizerJson({
    added_tokens: parts.added_tokens || [],
    normalizer: parts.normalizer || null,
    pre_tokenizer: parts.pre_tokenizer,
    post_processor: parts.post_processor || null,
    decoder: byteLevelStep(true, true),
    model: bpeModel(model.vocab, model.merges, {
      unk_token: null, fuse_unk: false, byte_fallback: false, ignore_merges: false,
      legacyMerges: parts.legacyMerges,
    }),
  });
}

function buildStepsSplitBehaviors() {
  // "[,;]" glued to the piece before, each space glued to the piece after. Two matches in a
  // row are not glued together: only the first of them joins its neighbour. The one steps
  // tokenizer with a vocabulary of its own (learned the same way, through this pre-tokenizer),
  // so that merges such as "s ," exist and the glued pieces show in the ids.
  const preTokenizer = {
    type: 'Sequence',
    pretokenizers: [
      splitStep({ Regex: '[,;]' }, 'MergedWithPrevious'),
      splitStep({ String: ' ' }, 'MergedWithNext'),
      byteLevelStep(false, false),
    ],
  };
  return {
    name: 'steps-split-behaviors',
    json: stepsByteLevelJson({
      pre_tokenizer: preTokenizer,
      post_processor: byteLevelStep(false, false),
    }, learnByteLevel(null, preTokenizer, 300)),
    config: {},
    variants: [
      ['MergedWithPrevious', (j) => { j.pre_tokenizer.pretokenizers[0].behavior = 'Isolated'; }],
      ['MergedWithNext', (j) => { j.pre_tokenizer.pretokenizers[1].behavior = 'Isolated'; }],
    ],
    extra: ['a,b;c', 'one, two; three', 'heads, keys; values, weights,', 'x,,y;;z', ',lead and trail;', 'a , b ; c', 'a  b   c', ' ,', ';; ;'],
  };
}

function buildStepsSplitRemovedContiguous() {
  // Each digit is a match, and Contiguous joins runs of matches into one piece; runs of "-"
  // are dropped; then ByteLevel with its own GPT-2 split.
  return {
    name: 'steps-split-removed-contiguous',
    json: stepsByteLevelJson({
      pre_tokenizer: {
        type: 'Sequence',
        pretokenizers: [
          splitStep({ Regex: '\\d' }, 'Contiguous'),
          splitStep({ Regex: '-+' }, 'Removed'),
          byteLevelStep(false, true),
        ],
      },
    }),
    config: {},
    variants: [
      ['Contiguous', (j) => { j.pre_tokenizer.pretokenizers[0].behavior = 'Isolated'; }],
      ['Removed', (j) => { j.pre_tokenizer.pretokenizers[1].behavior = 'Isolated'; }],
    ],
    extra: ['a1b22c333d', '2024-05-01', 'x--y---z', '---', '12-34 5 - 6', '-1-', 'room 101-B', 'a1 2b'],
  };
}

function buildStepsSplitInvert() {
  // invert makes the pattern's matches the pieces between matches. Isolated keeps both kinds
  // of piece, so invert changes nothing there; Removed with invert keeps only what the pattern
  // matches (here: the runs of letters and digits).
  return {
    name: 'steps-split-invert',
    json: stepsByteLevelJson({
      pre_tokenizer: {
        type: 'Sequence',
        pretokenizers: [
          splitStep({ Regex: '\\p{L}+' }, 'Isolated', true),
          splitStep({ Regex: '[\\p{L}\\p{N}]+' }, 'Removed', true),
          byteLevelStep(false, false),
        ],
      },
    }),
    config: {},
    variants: [
      ['invert on Isolated', (j) => { j.pre_tokenizer.pretokenizers[0].invert = false; }, false],
      ['invert on Removed', (j) => { j.pre_tokenizer.pretokenizers[1].invert = false; }],
    ],
    extra: ['Hello, world! 42 times', 'abc123def', 'rock-n-roll', 'it\'s (x)', '...!?', 'x1 y2 z3', 'e\u0301t\u00e9'],
  };
}

function buildStepsNormalizers() {
  // NFKC, then lowercase, then strip the ends, then "  " -> " " (one pass, left to right: three
  // spaces give two), then every run of ASCII digits -> "#"; ByteLevel puts a space in front.
  return {
    name: 'steps-normalizers',
    json: stepsByteLevelJson({
      normalizer: {
        type: 'Sequence',
        normalizers: [
          { type: 'NFKC' },
          { type: 'Lowercase' },
          { type: 'Strip', strip_left: true, strip_right: true },
          { type: 'Replace', pattern: { String: '  ' }, content: ' ' },
          { type: 'Replace', pattern: { Regex: '[0-9]+' }, content: '#' },
        ],
      },
      pre_tokenizer: byteLevelStep(true, true),
      post_processor: byteLevelStep(true, true),
    }),
    config: {},
    variants: [
      ...['NFKC', 'Lowercase', 'Strip', 'Replace "  "', 'Replace [0-9]+'].map((what, i) =>
        [what, (j) => { j.normalizer.normalizers.splice(i, 1); }]),
      ['add_prefix_space', (j) => { j.pre_tokenizer.add_prefix_space = false; }],
    ],
    extra: [
      '\uff21\uff22\uff23 \ufb01 \u2460',               // ＡＢＣ ﬁ ①
      '  MiXeD   CaSe  ',
      'x 123 y 45',
      '\u03a3\u0391\u03a3 \u1e9e \u0130',               // ΣΑΣ ẞ İ
      'x\u00b2 \u00bd \u216b',                          // x² ½ Ⅻ
      '\t tab\u00a0\n',
      'a    b     c',
      '\u0663\u0664 \uff11\uff12 7',                    // ٣٤ １２ 7
    ],
  };
}

function buildStepsNfdMetaspaceAlways() {
  // NFD takes accents apart (the vocabulary has only composed letters, so the combining marks
  // fall back to bytes); Metaspace with prepend_scheme "always" puts ▁ in front of every piece,
  // also of those after an added token.
  const { vocab, merges } = stepsSentencePieceVocab();
  const metaspace = { type: 'Metaspace', replacement: SPACE_MARK, prepend_scheme: 'always', split: true };
  return {
    name: 'steps-nfd-prepend-metaspace-always',
    json: tokenizerJson({
      added_tokens: [...sentencePieceSpecials(), addedToken(vocab.size, '[INST]', true)],
      normalizer: { type: 'NFD' },
      pre_tokenizer: metaspace,
      post_processor: sentencePieceTemplate(),
      decoder: metaspace,
      model: bpeModel(vocab, merges, {
        unk_token: '<unk>', fuse_unk: true, byte_fallback: true, ignore_merges: false,
      }),
    }),
    config: {},
    variants: [
      ['NFD', (j) => { j.normalizer = null; }],
      ['prepend_scheme "always"', (j) => { j.pre_tokenizer.prepend_scheme = 'first'; }],
      // split true changes no ids here: no merge of this vocabulary has a ▁ past its start.
      ['split true', (j) => { j.pre_tokenizer.split = false; }, false],
    ],
    extra: [
      '\u00c5ngstr\u00f6m \u212b',                      // Ångström Å (angstrom sign)
      'e\u0301\u0301 \u00e9\u00e9',
      '\ufb01ne',                                       // ﬁ: NFD leaves it as it is
      '\ud55c\uad6d\uc5b4',                             // 한국어: NFD gives the jamo
      '<s>a</s>b<s>',
      'one  two   three',
      '[INST]x[INST] y',
    ],
  };
}

// The SentencePiece-style vocabulary without the <0xXX> byte tokens, ids renumbered in order:
// what is missing from it can only become <unk>.
function withoutByteTokens(vocab) {
  const out = new Map();
  for (const t of vocab.keys()) if (!/^<0x[0-9A-F]{2}>$/.test(t)) out.set(t, out.size);
  return out;
}

function buildStepsUnknown(fuseUnk) {
  const { vocab, merges } = stepsSentencePieceVocab();
  return {
    name: fuseUnk ? 'steps-unknown' : 'steps-unknown-unfused',
    json: tokenizerJson({
      added_tokens: sentencePieceSpecials(),
      normalizer: sentencePieceNormalizer(),
      pre_tokenizer: null,
      post_processor: sentencePieceTemplate(),
      decoder: {
        type: 'Sequence',
        decoders: [
          { type: 'Replace', pattern: { String: SPACE_MARK }, content: ' ' },
          { type: 'Fuse' },
          { type: 'Strip', content: ' ', start: 1, stop: 0 },
        ],
      },
      model: bpeModel(withoutByteTokens(vocab), merges, {
        unk_token: '<unk>', fuse_unk: fuseUnk, byte_fallback: false, ignore_merges: false,
      }),
    }),
    config: {},
    variants: [['fuse_unk ' + fuseUnk, (j) => { j.model.fuse_unk = !fuseUnk; }]],
    extra: [
      '\u6ce8\u610f\u529b\u673a\u5236\u673a\u5236',     // 注意力机制机制
      '\u673a \u5236',                                  // 机 制
      '\u673a',                                         // 机
      '\u{1F44D}\u{1F44D} ok \u{1F44D}',                // 👍👍 ok 👍
      'a\u20acb\u20ac\u20acc',                          // a€b€€c
      'x\u2603\u2603\u2603y z',                         // x☃☃☃y z
      '\u0000\u0001\u0002',
      'Qu\u00e9bec \u00c9t\u00e9',                      // Québec Été
    ],
  };
}

// Added tokens get the ids the library itself gives them when it loads the file: the model's
// id for a content already in the vocabulary, the next free id after the vocabulary otherwise,
// in the order of the list. The ids are checked against the loaded tokenizer in main.
function addedTokensWithIds(vocab, list) {
  let next = vocab.size;
  return list.map(([content, special, options]) =>
    addedToken(vocab.has(content) ? vocab.get(content) : next++, content, special, options));
}

function buildStepsAddedTokens() {
  const model = stepsByteLevelVocab();
  // "scores" is already in the vocabulary (so the added token has the vocabulary's id).
  if (!model.vocab.has('scores')) throw new Error('the shared vocabulary lacks "scores"');
  if (model.vocab.has('hello_token') || model.vocab.has('ab')) throw new Error('unexpected vocabulary entry');
  const added = addedTokensWithIds(model.vocab, [
    ['<|a|>', true],
    ['<|a|><|b|>', true],
    ['<mask>', true, { single_word: true }],
    ['[L]', true, { lstrip: true }],
    ['[R]', true, { rstrip: true }],
    ['hello_token', false, { normalized: true }],
    ['ab', false, { normalized: true, single_word: true }],
    ['scores', false, { normalized: true }],
  ]);
  return {
    name: 'steps-added-tokens',
    json: stepsByteLevelJson({
      added_tokens: added,
      normalizer: { type: 'Lowercase' },
      pre_tokenizer: splitThenByteLevel(LLAMA3_PATTERN),
      post_processor: byteLevelStep(true, false),
    }, model),
    config: {},
    variants: [
      ['single_word on <mask>', (j) => { j.added_tokens[2].single_word = false; }],
      ['single_word on ab', (j) => { j.added_tokens[6].single_word = false; }],
      ['lstrip', (j) => { j.added_tokens[3].lstrip = false; }],
      ['rstrip', (j) => { j.added_tokens[4].rstrip = false; }],
      ['normalized on hello_token', (j) => { j.added_tokens[5].normalized = false; }],
      ['the Lowercase normalizer', (j) => { j.normalizer = null; }],
    ],
    extra: [
      'x<mask>y x <mask> y <mask>',
      '\u00e9<mask> _<mask> 1<mask> -<mask>- <mask><mask>',
      'a  [L]  b\n[L] [l]',
      'a  [R]  b [R]\n\nc',
      'say HELLO_TOKEN, Hello_Token or hello_tokens',
      '<|a|><|b|> <|a|><|a|><|b|> <|b|><|a|>',
      'SCORES rescores Scores',
      'ab AB abc cab (ab) a_ab \u00e9ab',
    ],
  };
}

function buildStepsPostProcessors() {
  // The template's first special token stands for two ids; tokenizer_config.json names bos and
  // eos but has no add_bos_token / add_eos_token, so the file's post-processor counts.
  const model = stepsByteLevelVocab();
  const v = model.vocab.size;
  const added = ['<s>', '</s>', '<|sys|>'].map((t, i) => addedToken(v + i, t, true));
  const A = { Sequence: { id: 'A', type_id: 0 } };
  const B = { Sequence: { id: 'B', type_id: 1 } };
  return {
    name: 'steps-post-processors',
    json: stepsByteLevelJson({
      added_tokens: added,
      pre_tokenizer: byteLevelStep(false, true),
      post_processor: {
        type: 'Sequence',
        processors: [
          byteLevelStep(false, true),
          {
            type: 'TemplateProcessing',
            single: [{ SpecialToken: { id: '<bos2>', type_id: 0 } }, A, { SpecialToken: { id: '</s>', type_id: 0 } }],
            pair: [
              { SpecialToken: { id: '<bos2>', type_id: 0 } }, A, { SpecialToken: { id: '</s>', type_id: 0 } },
              B, { SpecialToken: { id: '</s>', type_id: 1 } },
            ],
            special_tokens: new Map([
              ['<bos2>', { id: '<bos2>', ids: [v, v + 2], tokens: ['<s>', '<|sys|>'] }],
              ['</s>', specialTokenEntry('</s>', v + 1)],
            ]),
          },
        ],
      },
    }, model),
    config: { bos_token: '<s>', eos_token: '</s>', tokenizer_class: 'PreTrainedTokenizerFast' },
    variants: [
      ['the two ids of <bos2>', (j) => {
        const entry = j.post_processor.processors[1].special_tokens.get('<bos2>');
        entry.ids = entry.ids.slice(0, 1);
        entry.tokens = entry.tokens.slice(0, 1);
      }],
    ],
    extra: ['<bos2>', '</s><s>', '<|sys|> x'],
  };
}

// The pair merged first is listed a second time, at the end of the merges. Which of its two
// ranks the library uses is read off its ids (checkDuplicatedMerge): the file gives the same
// ids as the merges with the pair at one rank only, the later one, and not as with the earlier.
const DUPLICATED_MERGE_RANK = 0;

async function checkDuplicatedMerge(json, cases, strings) {
  const merges = json.model.merges;
  const earlier = { ...json, model: { ...json.model, merges: merges.slice(0, -1) } };
  const later = { ...json, model: { ...json.model, merges: merges.filter((m, i) => i !== DUPLICATED_MERGE_RANK) } };
  const asEarlier = sameIds(cases, await encodeAll(formatJson(earlier), strings));
  const asLater = sameIds(cases, await encodeAll(formatJson(later), strings));
  if (asEarlier === asLater) throw new Error('the duplicated merge: cannot tell which rank the library takes');
  return [`the merge ${JSON.stringify(merges[DUPLICATED_MERGE_RANK])}, listed at ranks ${DUPLICATED_MERGE_RANK} ` +
    `and ${merges.length - 1}, is applied at rank ${asLater ? merges.length - 1 : DUPLICATED_MERGE_RANK}`];
}

function buildStepsMerges() {
  const model = stepsByteLevelVocab();
  model.merges.push(model.merges[DUPLICATED_MERGE_RANK].slice());
  return {
    name: 'steps-merges',
    json: stepsByteLevelJson({
      pre_tokenizer: {
        type: 'Sequence',
        pretokenizers: [
          { type: 'Digits', individual_digits: false },
          byteLevelStep(false, true),
        ],
      },
      post_processor: byteLevelStep(false, true),
      legacyMerges: true,
    }, model),
    config: {},
    variants: [
      ['individual_digits false', (j) => { j.pre_tokenizer.pretokenizers[0].individual_digits = true; }],
      ['the duplicated merge', (j) => { j.model.merges.pop(); }],
    ],
    check: checkDuplicatedMerge,
    extra: ['the other theme', ' t th the', 'in 2017 and 2024', 'x 123 y', 'abc123def456', '3.14 and 3,14'],
  };
}

// ---------------------------------------------------------------------------------------------
// Encoding and checking.

async function encodeAll(jsonText, strings = TEST_STRINGS) {
  const tokenizer = Tokenizer.fromString(jsonText);
  const cases = [];
  for (const text of strings) {
    const encoding = await tokenizer.encode(text, null, { addSpecialTokens: true });
    cases.push({ text, ids: encoding.getIds(), tokens: encoding.getTokens() });
  }
  return cases;
}

// The tokenizer.json transformers would run, by the rule in the header (null when the config
// has neither add_bos_token nor add_eos_token).
function withTransformersTemplate(json, config) {
  if (!('add_bos_token' in config) && !('add_eos_token' in config)) return null;
  const name = (t) => (t === null || t === undefined ? null : typeof t === 'string' ? t : t.content);
  const idOf = (t) => {
    const added = json.added_tokens.find((a) => a.content === t);
    const id = added ? added.id : json.model.vocab.get(t);
    if (id === undefined) throw new Error('no id for ' + t);
    return id;
  };
  const bos = config.add_bos_token ? name(config.bos_token) : null;
  const eos = config.add_eos_token ? name(config.eos_token) : null;
  return { ...json, post_processor: transformersTemplate(bos, bos && idOf(bos), eos, eos && idOf(eos)) };
}

// The tokenizer.json transformers (5) runs for a LlamaTokenizer (or LlamaTokenizerFast) config:
// it builds the steps itself and keeps only the file's vocabulary, merges and added tokens (and
// the post-processor from add_bos_token / add_eos_token, above) — no normalizer; Metaspace "▁"
// with prepend_scheme "first" ("always" where the config says legacy true, "never" where it
// says add_prefix_space false), not split; byte fallback and fused unknown tokens. Applied to
// SentencePiece-style files only, as the app does. null for any other config.
function withTransformersClass(json, config) {
  if (config.tokenizer_class !== 'LlamaTokenizer' && config.tokenizer_class !== 'LlamaTokenizerFast') return null;
  const writesSpaceMark = JSON.stringify([json.normalizer, json.pre_tokenizer]).includes(SPACE_MARK);
  if (!writesSpaceMark) return null;
  const prepend = config.add_prefix_space === false ? 'never' : config.legacy === true ? 'always' : 'first';
  return {
    ...json,
    normalizer: null,
    pre_tokenizer: { type: 'Metaspace', replacement: SPACE_MARK, prepend_scheme: prepend, split: false },
    model: { ...json.model, fuse_unk: true, byte_fallback: true },
  };
}

function sameIds(a, b) {
  return a.length === b.length && a.every((c, i) => JSON.stringify(c.ids) === JSON.stringify(b[i].ids));
}

function checkMerges(json) {
  // Every merge's parts and result must be in the vocabulary (the library refuses otherwise),
  // and the "left right" form needs parts without spaces.
  const vocab = json.model.vocab;
  for (const m of json.model.merges) {
    const parts = Array.isArray(m) ? m : m.split(' ');
    if (parts.length !== 2) throw new Error('a merge part has a space: ' + m);
    const [a, b] = parts;
    for (const t of [a, b, a + b]) if (!vocab.has(t)) throw new Error('merge piece not in vocab: ' + t);
  }
}

// The library gives each added token an id of its own when it loads the file (the model's id
// when the content is in the vocabulary); the file's ids must be those.
function checkAddedTokenIds(name, jsonText, json) {
  const tokenizer = Tokenizer.fromString(jsonText);
  for (const a of json.added_tokens) {
    const id = tokenizer.tokenToId(a.content);
    if (id !== a.id) throw new Error(`${name}: the library gives ${a.content} the id ${id}, the file ${a.id}`);
  }
}

async function main() {
  const builders = [buildLlama3, buildQwen, buildSmolLM2, buildLlama2, buildMistral];
  const stepsBuilders = [
    buildStepsSplitBehaviors, buildStepsSplitRemovedContiguous, buildStepsSplitInvert, buildStepsNormalizers,
    buildStepsNfdMetaspaceAlways, () => buildStepsUnknown(true), () => buildStepsUnknown(false),
    buildStepsAddedTokens, buildStepsPostProcessors, buildStepsMerges,
  ];
  const notes = [];
  for (const build of [...builders, ...stepsBuilders]) {
    const { name, json, config, extra, variants, check } = build();
    const steps = extra !== undefined;
    const strings = steps ? [...TEST_STRINGS, ...extra] : TEST_STRINGS;
    checkMerges(json);
    const tokenizerText = formatJson(json) + '\n';
    const configText = formatJson(config) + '\n';
    if (Buffer.byteLength(tokenizerText) > MAX_FILE_BYTES) throw new Error(name + ': tokenizer.json too large');
    checkAddedTokenIds(name, tokenizerText, json);

    const asWritten = await encodeAll(tokenizerText, strings);
    const transformersJson = withTransformersTemplate(json, config);
    let cases = asWritten;
    if (transformersJson) {
      cases = await encodeAll(formatJson(transformersJson));
      const same = sameIds(cases, asWritten);
      if (steps) throw new Error(name + ': the config of a steps tokenizer has add_bos_token or add_eos_token');
      if (name === 'mistral' && same) throw new Error('mistral: the template should add </s>');
      if (name !== 'mistral' && !same) throw new Error(name + ': the transformers template changes the ids');
    }
    // Then the class's own steps (withTransformersClass): for llama2 they change the ids of the
    // strings that start with a space or follow a special token; mistral's file already has them.
    const classJson = withTransformersClass(transformersJson || json, config);
    if (classJson) {
      const byClass = await encodeAll(formatJson(classJson), strings);
      const differ = byClass.filter((c, i) => JSON.stringify(c.ids) !== JSON.stringify(cases[i].ids));
      if (name === 'llama2' && !differ.some((c) => c.text === '   ')) throw new Error('llama2: the class changes nothing');
      if (name === 'mistral' && differ.length > 0) throw new Error('mistral: the class changes ids');
      for (const c of differ) notes.push(`${name}: transformers' class steps change ${JSON.stringify(c.text)}`);
      cases = byClass;
    }

    // What the notes below the run report: the cases where a setting makes a difference.
    if (json.model.ignore_merges) {
      const withMerges = await encodeAll(formatJson({ ...json, model: { ...json.model, ignore_merges: false } }));
      const differ = cases.filter((c, i) => JSON.stringify(c.ids) !== JSON.stringify(withMerges[i].ids));
      if (!differ.some((c) => c.text === 'quite attentionally')) throw new Error('ignore_merges changes nothing');
      for (const c of differ) notes.push(`${name}: ignore_merges matters for ${JSON.stringify(c.text)}`);
    }
    if (json.model.byte_fallback) {
      const fallback = cases.filter((c) => c.tokens.some((t) => /^<0x[0-9A-F]{2}>$/.test(t)));
      if (fallback.length === 0) throw new Error(name + ': no byte fallback in any case');
      notes.push(`${name}: byte fallback in ${fallback.length} cases`);
    }
    // For the steps tokenizers: each setting the folder is about must change some ids (and the
    // settings that should change nothing must not).
    for (const [what, modify, changes = true] of variants || []) {
      const other = structuredClone(json);
      modify(other);
      const otherCases = await encodeAll(formatJson(other), strings);
      const differ = cases.filter((c, i) => JSON.stringify(c.ids) !== JSON.stringify(otherCases[i].ids));
      if (changes !== (differ.length > 0)) {
        throw new Error(`${name}: ${what} ${changes ? 'changes no ids' : 'changes ids'}`);
      }
      const example = differ.find((c) => extra.includes(c.text)) || differ[0];
      notes.push(`${name}: ${what} ` + (differ.length === 0 ? 'changes nothing' :
        `matters for ${differ.length} of ${cases.length} strings, e.g. ${JSON.stringify(example.text)}`));
    }
    if (check) for (const n of await check(json, cases, strings)) notes.push(`${name}: ${n}`);

    const expectedText = formatJson({ reference: LIBRARY, cases }, Infinity) + '\n';
    if (steps) {
      for (const [file, text] of [['tokenizer.json', tokenizerText], ['expected.json', expectedText]]) {
        if (Buffer.byteLength(text) > STEPS_MAX_FILE_BYTES) throw new Error(name + ': ' + file + ' too large');
      }
    }

    const dir = path.join(OUT_DIR, name);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'tokenizer.json'), tokenizerText);
    fs.writeFileSync(path.join(dir, 'tokenizer_config.json'), configText);
    fs.writeFileSync(path.join(dir, 'expected.json'), expectedText);
    notes.push(`${name}: vocab ${json.model.vocab.size}, merges ${json.model.merges.length}, ` +
      `${json.added_tokens.length} added tokens, ${cases.length} cases`);
  }
  for (const n of notes) console.log(n);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
