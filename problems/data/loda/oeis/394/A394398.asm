; A394398: Number of integers k, 1 <= k < n, such that n divides k^2-1 and k divides n^2-1.
; Submitted by Science United
; 0,1,2,2,2,2,2,3,2,2,2,2,2,2,3,2,2,2,2,2,3,2,2,3,2,2,2,2,2,2,2,2,2,2,3,2,2,2,2,2,2,2,2,2,2,2,2,3,2,2,2,2,2,2,3,3,2,2,2,2,2,2,3,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,2,3

#offset 1

mov $2,$0
mov $4,$0
sub $0,1
lpb $0
  mov $3,$0
  pow $3,2
  mod $3,$2
  equ $3,1
  sub $0,1
  add $1,$3
  add $2,$4
lpe
mov $0,$1
