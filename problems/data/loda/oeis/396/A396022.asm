; A396022: Decimal expansion of (2+sqrt(2))/(2*Pi).
; Submitted by Science United
; 5,4,3,3,8,8,9,6,5,2,2,3,0,6,7,1,8,8,9,2,6,5,6,7,3,2,4,4,9,6,7,1,3,8,6,9,7,3,5,0,6,2,8,2,8,9,6,9,7,1,8,0,5,3,8,8,8,1,9,4,0,5,5,9,2,5,6,5,8,2,7,7,9,4,8,2,1,4,6,5

add $0,1
mov $1,6
mov $3,$0
mul $3,8
sub $3,$0
lpb $3
  max $3,1
  max $6,$2
  div $6,$3
  sub $7,$4
  add $2,$1
  sub $3,1
  sub $4,$1
  add $4,$7
  add $5,$7
  mul $1,2
  add $1,$6
  mul $7,2
  sub $7,$2
  add $2,$1
  sub $5,$1
lpe
gcd $1,2
add $1,$2
mov $4,10
pow $4,$0
mov $2,1
sub $2,$5
div $2,$4
mul $2,2
div $1,$2
mov $0,$1
mod $0,10
