; A395449: Smallest sum of synchronizing word lengths of an n-state binary deterministic finite automaton that has a synchronizing word for every state.
; Submitted by loader3229
; 7,10,14,18,22,26,31,36,41
; Formula: a(n) = sqrtint(n*(n+1)*(n+2))

#offset 3

fac $0,3
nrt $0,2
