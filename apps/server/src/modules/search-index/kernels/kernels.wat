;; The search index's counting loops (ADR 074), in WebAssembly so they run on 128-bit SIMD
;; popcounts and without JavaScript's bounds checks. They read the main segment's arrays and the
;; query's sets where IndexMemory placed them: every pointer is a byte offset into the one
;; imported memory, sets are bitsets of 32-bit words (bit `doc & 31` of word `doc >> 5`).
;; Generated into kernels-wasm.ts by `npm run build:kernels -w @acervo/server`.
(module
  (import "index" "memory" (memory 0))

  ;; Bits set in a[i] & b[i] over `words` words (andCount(a, a, n) counts a alone). 64 bits at a
  ;; time: the processor's own popcount beats 128-bit vectors, whose popcount WebAssembly
  ;; engines build from table lookups.
  (func $andCount (export "andCount") (param $a i32) (param $b i32) (param $words i32) (result i32)
    (local $end i32) (local $t0 i64) (local $t1 i64) (local $t2 i64) (local $t3 i64) (local $total i32)
    (local.set $end (i32.add (local.get $a) (i32.shl (local.get $words) (i32.const 2))))
    (block $quadsDone
      (loop $quads
        (br_if $quadsDone (i32.gt_u (i32.add (local.get $a) (i32.const 32)) (local.get $end)))
        (local.set $t0 (i64.add (local.get $t0) (i64.popcnt (i64.and (i64.load (local.get $a)) (i64.load (local.get $b))))))
        (local.set $t1
          (i64.add (local.get $t1)
            (i64.popcnt (i64.and (i64.load offset=8 (local.get $a)) (i64.load offset=8 (local.get $b))))))
        (local.set $t2
          (i64.add (local.get $t2)
            (i64.popcnt (i64.and (i64.load offset=16 (local.get $a)) (i64.load offset=16 (local.get $b))))))
        (local.set $t3
          (i64.add (local.get $t3)
            (i64.popcnt (i64.and (i64.load offset=24 (local.get $a)) (i64.load offset=24 (local.get $b))))))
        (local.set $a (i32.add (local.get $a) (i32.const 32)))
        (local.set $b (i32.add (local.get $b) (i32.const 32)))
        (br $quads)))
    (local.set $t0 (i64.add (i64.add (local.get $t0) (local.get $t1)) (i64.add (local.get $t2) (local.get $t3))))
    (local.set $total (i32.wrap_i64 (local.get $t0)))
    ;; The last 0-7 words one by one.
    (block $wordsDone
      (loop $words
        (br_if $wordsDone (i32.ge_u (local.get $a) (local.get $end)))
        (local.set $total
          (i32.add (local.get $total)
            (i32.popcnt (i32.and (i32.load (local.get $a)) (i32.load (local.get $b))))))
        (local.set $a (i32.add (local.get $a) (i32.const 4)))
        (local.set $b (i32.add (local.get $b) (i32.const 4)))
        (br $words)))
    (local.get $total))

  ;; The same over the words numbered in `list` (n 32-bit word numbers): a small set's non-empty
  ;; words, so a value's bitmap costs a few hundred reads instead of a full pass.
  (func (export "andCountListed") (param $a i32) (param $b i32) (param $list i32) (param $n i32) (result i32)
    (local $end i32) (local $at i32) (local $total i32)
    (local.set $end (i32.add (local.get $list) (i32.shl (local.get $n) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $list) (local.get $end)))
        (local.set $at (i32.shl (i32.load (local.get $list)) (i32.const 2)))
        (local.set $total
          (i32.add (local.get $total)
            (i32.popcnt
              (i32.and
                (i32.load (i32.add (local.get $a) (local.get $at)))
                (i32.load (i32.add (local.get $b) (local.get $at)))))))
        (local.set $list (i32.add (local.get $list) (i32.const 4)))
        (br $next)))
    (local.get $total))

  ;; Lists the numbers of the non-empty words of `set` (over `words` words) at `list`, while there
  ;; are at most `most` of them: returns how many, or -1 when there are more.
  (func (export "listNonEmpty") (param $set i32) (param $words i32) (param $list i32) (param $most i32) (result i32)
    (local $i i32) (local $n i32)
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $i) (local.get $words)))
        ;; Four words at a time while they are all empty (most of a small set's words are).
        (if (i32.le_u (i32.add (local.get $i) (i32.const 4)) (local.get $words))
          (then
            (if (i32.eqz (v128.any_true (v128.load (i32.add (local.get $set) (i32.shl (local.get $i) (i32.const 2))))))
              (then
                (local.set $i (i32.add (local.get $i) (i32.const 4)))
                (br $next)))))
        (if (i32.load (i32.add (local.get $set) (i32.shl (local.get $i) (i32.const 2))))
          (then
            (if (i32.eq (local.get $n) (local.get $most)) (then (return (i32.const -1))))
            (i32.store (i32.add (local.get $list) (i32.shl (local.get $n) (i32.const 2))) (local.get $i))
            (local.set $n (i32.add (local.get $n) (i32.const 1)))))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $next)))
    (local.get $n))

  ;; The members of `set` (over `words` words) below document `docs`, ascending, written at `out`
  ;; while there are at most `most`: returns how many, or -1 when there are more.
  (func (export "listMembers") (param $set i32) (param $words i32) (param $docs i32) (param $out i32) (param $most i32) (result i32)
    (local $i i32) (local $word i32) (local $doc i32) (local $n i32)
    (block $done
      (loop $nextWord
        (br_if $done (i32.ge_u (local.get $i) (local.get $words)))
        (local.set $word (i32.load (i32.add (local.get $set) (i32.shl (local.get $i) (i32.const 2)))))
        (block $wordDone
          (loop $nextMember
            (br_if $wordDone (i32.eqz (local.get $word)))
            (local.set $doc (i32.add (i32.shl (local.get $i) (i32.const 5)) (i32.ctz (local.get $word))))
            (br_if $done (i32.ge_u (local.get $doc) (local.get $docs)))
            (if (i32.eq (local.get $n) (local.get $most)) (then (return (i32.const -1))))
            (i32.store (i32.add (local.get $out) (i32.shl (local.get $n) (i32.const 2))) (local.get $doc))
            (local.set $n (i32.add (local.get $n) (i32.const 1)))
            (local.set $word (i32.and (local.get $word) (i32.sub (local.get $word) (i32.const 1))))
            (br $nextMember)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $nextWord)))
    (local.get $n))

  ;; How many of the n document numbers at `docs` (a value's sorted postings) are in `set`:
  ;; a bit test each, added without a branch.
  (func (export "countPostings") (param $docs i32) (param $n i32) (param $set i32) (result i32)
    (local $end i32) (local $doc i32) (local $total i32)
    (local.set $end (i32.add (local.get $docs) (i32.shl (local.get $n) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $docs) (local.get $end)))
        (local.set $doc (i32.load (local.get $docs)))
        (local.set $total
          (i32.add (local.get $total)
            (i32.and
              (i32.shr_u
                (i32.load (i32.add (local.get $set) (i32.shl (i32.shr_u (local.get $doc) (i32.const 5)) (i32.const 2))))
                (local.get $doc))
              (i32.const 1))))
        (local.set $docs (i32.add (local.get $docs) (i32.const 4)))
        (br $next)))
    (local.get $total))

  ;; counters[v] += sign for the `k` values v in slots[k doc] .. slots[k doc + k - 1] of every member
  ;; doc of `set` below document `docs` (a title with fewer values fills the rest with a spare
  ;; counter's number). A fixed count per title: no branch on how many values each one has.
  ;; Slots are `bytes` wide: 2 while the value numbers fit, halving what a walk reads, else 4.
  ;; A small set gives its non-empty words (`list`, n of them; 0 = every word): then only those
  ;; are read, and the values past the slots with them, as (document, value) pairs at `pairDocs`
  ;; and `pairValues`, those of word i from pairStarts[i] to pairStarts[i + 1] (a large set
  ;; reads all pairs at once instead: addPairs).
  (func (export "addForward")
    (param $set i32) (param $docs i32) (param $slots i32) (param $k i32) (param $bytes i32)
    (param $list i32) (param $n i32) (param $pairDocs i32) (param $pairValues i32) (param $pairStarts i32)
    (param $counters i32) (param $sign i32)
    (local $j i32) (local $i i32) (local $words i32) (local $word i32) (local $stride i32) (local $p i32)
    (local $end i32) (local $counter i32) (local $value i32) (local $members i32) (local $pair i32)
    (local $pairsEnd i32) (local $doc i32)
    (local.set $words (i32.shr_u (i32.add (local.get $docs) (i32.const 31)) (i32.const 5)))
    (local.set $stride (i32.mul (local.get $k) (local.get $bytes)))
    (if (i32.eqz (local.get $list)) (then (local.set $n (local.get $words))))
    (block $setDone
      (loop $nextWord
        (br_if $setDone (i32.ge_u (local.get $j) (local.get $n)))
        (local.set $i
          (if (result i32) (local.get $list)
            (then (i32.load (i32.add (local.get $list) (i32.shl (local.get $j) (i32.const 2)))))
            (else (local.get $j))))
        (local.set $word (i32.load (i32.add (local.get $set) (i32.shl (local.get $i) (i32.const 2)))))
        ;; The last word may hold titles past `docs` (changed titles, counted apart).
        (if (i32.and
              (i32.eq (local.get $i) (i32.sub (local.get $words) (i32.const 1)))
              (i32.ne (i32.and (local.get $docs) (i32.const 31)) (i32.const 0)))
          (then
            (local.set $word
              (i32.and (local.get $word)
                (i32.sub (i32.shl (i32.const 1) (i32.and (local.get $docs) (i32.const 31))) (i32.const 1))))))
        (local.set $members (local.get $word))
        (if (i32.eqz (local.get $k)) (then (local.set $word (i32.const 0))))
        (block $wordDone
          (loop $nextMember
            (br_if $wordDone (i32.eqz (local.get $word)))
            (local.set $p
              (i32.add (local.get $slots)
                (i32.mul
                  (i32.add (i32.shl (local.get $i) (i32.const 5)) (i32.ctz (local.get $word)))
                  (local.get $stride))))
            (local.set $word (i32.and (local.get $word) (i32.sub (local.get $word) (i32.const 1))))
            ;; Two 16-bit slots (the usual names list): one 32-bit read, no loop.
            (if (i32.eq (local.get $stride) (i32.const 4))
              (then
                (if (i32.eq (local.get $bytes) (i32.const 2))
                  (then
                    (local.set $value (i32.load (local.get $p)))
                    (local.set $counter
                      (i32.add (local.get $counters) (i32.shl (i32.and (local.get $value) (i32.const 0xffff)) (i32.const 2))))
                    (i32.store (local.get $counter) (i32.add (i32.load (local.get $counter)) (local.get $sign)))
                    (local.set $counter
                      (i32.add (local.get $counters) (i32.shl (i32.shr_u (local.get $value) (i32.const 16)) (i32.const 2))))
                    (i32.store (local.get $counter) (i32.add (i32.load (local.get $counter)) (local.get $sign)))
                    (br $nextMember)))))
            (local.set $end (i32.add (local.get $p) (local.get $stride)))
            (loop $nextValue
              (local.set $value
                (if (result i32) (i32.eq (local.get $bytes) (i32.const 2))
                  (then (i32.load16_u (local.get $p)))
                  (else (i32.load (local.get $p)))))
              (local.set $counter (i32.add (local.get $counters) (i32.shl (local.get $value) (i32.const 2))))
              (i32.store (local.get $counter) (i32.add (i32.load (local.get $counter)) (local.get $sign)))
              (local.set $p (i32.add (local.get $p) (local.get $bytes)))
              (br_if $nextValue (i32.lt_u (local.get $p) (local.get $end))))
            (br $nextMember)))
        ;; A listed word's pairs.
        (if (local.get $list)
          (then
            (local.set $pair (i32.load (i32.add (local.get $pairStarts) (i32.shl (local.get $i) (i32.const 2)))))
            (local.set $pairsEnd
              (i32.load offset=4 (i32.add (local.get $pairStarts) (i32.shl (local.get $i) (i32.const 2)))))
            (block $pairsDone
              (loop $nextPair
                (br_if $pairsDone (i32.ge_u (local.get $pair) (local.get $pairsEnd)))
                (local.set $doc (i32.load (i32.add (local.get $pairDocs) (i32.shl (local.get $pair) (i32.const 2)))))
                (local.set $counter
                  (i32.add (local.get $counters)
                    (i32.shl
                      (i32.load (i32.add (local.get $pairValues) (i32.shl (local.get $pair) (i32.const 2))))
                      (i32.const 2))))
                (i32.store (local.get $counter)
                  (i32.add (i32.load (local.get $counter))
                    (i32.mul (local.get $sign)
                      (i32.and (i32.shr_u (local.get $members) (local.get $doc)) (i32.const 1)))))
                (local.set $pair (i32.add (local.get $pair) (i32.const 1)))
                (br $nextPair)))))
        (local.set $j (i32.add (local.get $j) (i32.const 1)))
        (br $nextWord))))

  ;; counters[values[e]] += sign for every pair e of the n (document, value) pairs at `docs` and
  ;; `values` whose document is in `set`: without a branch, the sign times the document's bit.
  (func (export "addPairs")
    (param $set i32) (param $docs i32) (param $values i32) (param $n i32) (param $counters i32) (param $sign i32)
    (local $end i32) (local $doc i32) (local $counter i32)
    (local.set $end (i32.add (local.get $docs) (i32.shl (local.get $n) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $docs) (local.get $end)))
        (local.set $doc (i32.load (local.get $docs)))
        (local.set $counter (i32.add (local.get $counters) (i32.shl (i32.load (local.get $values)) (i32.const 2))))
        (i32.store (local.get $counter)
          (i32.add (i32.load (local.get $counter))
            (i32.mul (local.get $sign)
              (i32.and
                (i32.shr_u
                  (i32.load (i32.add (local.get $set) (i32.shl (i32.shr_u (local.get $doc) (i32.const 5)) (i32.const 2))))
                  (local.get $doc))
                (i32.const 1)))))
        (local.set $docs (i32.add (local.get $docs) (i32.const 4)))
        (local.set $values (i32.add (local.get $values) (i32.const 4)))
        (br $next))))

  ;; Members of `set` in each of n consecutive ranges of documents: out[j] = members in
  ;; [bounds[j], bounds[j + 1]) (n + 1 ascending bounds), in one pass over the set.
  (func (export "countRanges") (param $set i32) (param $bounds i32) (param $n i32) (param $out i32)
    (local $j i32) (local $from i32) (local $to i32) (local $first i32) (local $last i32) (local $count i32)
    (local $middle i32)
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $j) (local.get $n)))
        (local.set $from (i32.load (i32.add (local.get $bounds) (i32.shl (local.get $j) (i32.const 2)))))
        (local.set $to (i32.load offset=4 (i32.add (local.get $bounds) (i32.shl (local.get $j) (i32.const 2)))))
        (local.set $count (i32.const 0))
        (if (i32.lt_u (local.get $from) (local.get $to))
          (then
            (local.set $first (i32.shr_u (local.get $from) (i32.const 5)))
            (local.set $last (i32.shr_u (i32.sub (local.get $to) (i32.const 1)) (i32.const 5)))
            (if (i32.eq (local.get $first) (local.get $last))
              (then
                (local.set $count
                  (i32.popcnt
                    (i32.and
                      (i32.load (i32.add (local.get $set) (i32.shl (local.get $first) (i32.const 2))))
                      (i32.and (call $from (local.get $from)) (call $below (local.get $to)))))))
              (else
                (local.set $middle (i32.add (local.get $set) (i32.shl (i32.add (local.get $first) (i32.const 1)) (i32.const 2))))
                (local.set $count
                  (i32.add
                    (i32.add
                      (i32.popcnt
                        (i32.and
                          (i32.load (i32.add (local.get $set) (i32.shl (local.get $first) (i32.const 2))))
                          (call $from (local.get $from))))
                      (i32.popcnt
                        (i32.and
                          (i32.load (i32.add (local.get $set) (i32.shl (local.get $last) (i32.const 2))))
                          (call $below (local.get $to)))))
                    (call $andCount (local.get $middle) (local.get $middle)
                      (i32.sub (i32.sub (local.get $last) (local.get $first)) (i32.const 1)))))))))
        (i32.store (i32.add (local.get $out) (i32.shl (local.get $j) (i32.const 2))) (local.get $count))
        (local.set $j (i32.add (local.get $j) (i32.const 1)))
        (br $next))))

  ;; The bits of a word from document `doc` on, and below document `doc` (0 below = every bit).
  (func $from (param $doc i32) (result i32)
    (i32.shl (i32.const -1) (i32.and (local.get $doc) (i32.const 31))))
  (func $below (param $doc i32) (result i32)
    (if (result i32) (i32.and (local.get $doc) (i32.const 31))
      (then (i32.sub (i32.shl (i32.const 1) (i32.and (local.get $doc) (i32.const 31))) (i32.const 1)))
      (else (i32.const -1))))

  ;; Word-wide set operations over `words` words, 128 bits at a time: target = target op other.
  (func $combine (param $target i32) (param $other i32) (param $words i32) (param $op i32)
    (local $end i32) (local $a v128) (local $b v128) (local $x i32) (local $y i32)
    (local.set $end (i32.add (local.get $target) (i32.shl (local.get $words) (i32.const 2))))
    (block $vectorsDone
      (loop $vectors
        (br_if $vectorsDone (i32.gt_u (i32.add (local.get $target) (i32.const 16)) (local.get $end)))
        (local.set $a (v128.load (local.get $target)))
        (local.set $b (v128.load (local.get $other)))
        (v128.store (local.get $target)
          (if (result v128) (i32.eqz (local.get $op))
            (then (v128.and (local.get $a) (local.get $b)))
            (else
              (if (result v128) (i32.eq (local.get $op) (i32.const 1))
                (then (v128.or (local.get $a) (local.get $b)))
                (else (v128.andnot (local.get $a) (local.get $b)))))))
        (local.set $target (i32.add (local.get $target) (i32.const 16)))
        (local.set $other (i32.add (local.get $other) (i32.const 16)))
        (br $vectors)))
    (block $wordsDone
      (loop $words
        (br_if $wordsDone (i32.ge_u (local.get $target) (local.get $end)))
        (local.set $x (i32.load (local.get $target)))
        (local.set $y (i32.load (local.get $other)))
        (i32.store (local.get $target)
          (if (result i32) (i32.eqz (local.get $op))
            (then (i32.and (local.get $x) (local.get $y)))
            (else
              (if (result i32) (i32.eq (local.get $op) (i32.const 1))
                (then (i32.or (local.get $x) (local.get $y)))
                (else (i32.and (local.get $x) (i32.xor (local.get $y) (i32.const -1))))))))
        (local.set $target (i32.add (local.get $target) (i32.const 4)))
        (local.set $other (i32.add (local.get $other) (i32.const 4)))
        (br $words))))

  (func (export "andInto") (param $target i32) (param $other i32) (param $words i32)
    (call $combine (local.get $target) (local.get $other) (local.get $words) (i32.const 0)))
  (func (export "orInto") (param $target i32) (param $other i32) (param $words i32)
    (call $combine (local.get $target) (local.get $other) (local.get $words) (i32.const 1)))
  (func (export "andNotInto") (param $target i32) (param $other i32) (param $words i32)
    (call $combine (local.get $target) (local.get $other) (local.get $words) (i32.const 2)))

  ;; One binary digit of a bit-sliced sum: next = slice & carry, slice ^= carry over `words`
  ;; words; returns whether anything carries on to the next digit.
  (func (export "carryAdd") (param $slice i32) (param $carry i32) (param $next i32) (param $words i32) (result i32)
    (local $end i32) (local $s v128) (local $c v128) (local $n v128) (local $any v128) (local $tail i32)
    (local.set $end (i32.add (local.get $slice) (i32.shl (local.get $words) (i32.const 2))))
    (block $vectorsDone
      (loop $vectors
        (br_if $vectorsDone (i32.gt_u (i32.add (local.get $slice) (i32.const 16)) (local.get $end)))
        (local.set $s (v128.load (local.get $slice)))
        (local.set $c (v128.load (local.get $carry)))
        (local.set $n (v128.and (local.get $s) (local.get $c)))
        (v128.store (local.get $next) (local.get $n))
        (v128.store (local.get $slice) (v128.xor (local.get $s) (local.get $c)))
        (local.set $any (v128.or (local.get $any) (local.get $n)))
        (local.set $slice (i32.add (local.get $slice) (i32.const 16)))
        (local.set $carry (i32.add (local.get $carry) (i32.const 16)))
        (local.set $next (i32.add (local.get $next) (i32.const 16)))
        (br $vectors)))
    (block $wordsDone
      (loop $words
        (br_if $wordsDone (i32.ge_u (local.get $slice) (local.get $end)))
        (local.set $tail (i32.and (i32.load (local.get $slice)) (i32.load (local.get $carry))))
        (i32.store (local.get $next) (local.get $tail))
        (i32.store (local.get $slice) (i32.xor (i32.load (local.get $slice)) (i32.load (local.get $carry))))
        (local.set $any (v128.or (local.get $any) (i32x4.splat (local.get $tail))))
        (local.set $slice (i32.add (local.get $slice) (i32.const 4)))
        (local.set $carry (i32.add (local.get $carry) (i32.const 4)))
        (local.set $next (i32.add (local.get $next) (i32.const 4)))
        (br $words)))
    (v128.any_true (local.get $any)))
)
