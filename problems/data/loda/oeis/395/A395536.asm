; A395536: Decimal expansion of the sum of the reciprocals of pentagonal polygorials A084939.
; Submitted by Science United
; 2,2,1,7,4,4,6,3,1,7,9,8,7,5,7,7,5,2,7,0,5,4,8,9,1,5,3,5,2,2,1,7,0,1,9,9,9,0,4,5,8,2,2,6,2,0,7,1,2,4,4,2,1,5,8,8,2,5,6,5,8,0,2,6,9,0,9,3,1,7,7,5,1,6,8,4,7,2,7,8

#offset 1

sub $0,1
mov $1,2
mov $2,1
mov $3,$0
mul $3,4
lpb $3
  mov $5,$3
  add $5,1
  mul $2,$5
  mul $5,2
  add $5,$3
  mul $2,$5
  mul $1,2
  add $1,$2
  div $1,$5
  div $2,$5
  sub $3,1
lpe
mov $4,10
pow $4,$0
div $2,$4
div $1,$2
mov $0,$1
mod $0,10
