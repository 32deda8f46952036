; A092695: Number of positive integers less than or equal to n which are not divisible by the primes 2,3,5,7.
; Submitted by Simon Strandgaard
; 0,1,1,1,1,1,1,1,1,1,1,2,2,3,3,3,3,4,4,5,5,5,5,6,6,6,6,6,6,7,7,8,8,8,8,8,8,9,9,9,9,10,10,11,11,11,11,12,12,12,12,12,12,13,13,13,13,13,13,14,14,15,15,15,15,15,15,16,16,16,16,17,17,18,18,18,18,18,18,19

lpb $0
  mov $2,$0
  dif $2,2
  dif $2,5
  dif $2,7
  dif $2,3
  equ $2,$0
  sub $0,1
  add $1,$2
lpe
mov $0,$1
