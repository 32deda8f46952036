; A393785: Decimal expansion of sin(1/5).
; Submitted by [SG]KidDoesCrunch
; 1,9,8,6,6,9,3,3,0,7,9,5,0,6,1,2,1,5,4,5,9,4,1,2,6,2,7,1,1,8,3,8,9,7,5,0,3,7,0,2,0,6,7,2,9,5,4,0,2,0,5,4,0,3,9,8,6,3,9,5,9,9,1,3,9,7,9,7,0,7,2,8,3,8,1,1,6,9,1,4

add $0,1
mov $3,$0
mul $3,4
lpb $3
  mov $5,$3
  mul $5,2
  mul $2,-1
  mul $2,$5
  div $2,2
  add $2,4
  sub $3,1
  sub $5,$3
  mul $2,$5
  mul $2,25
  mul $5,2
  add $1,$2
  div $1,$5
  div $2,$5
  sub $3,1
lpe
mov $4,10
pow $4,$0
div $2,$4
mul $2,5
div $1,$2
mov $0,$1
mod $0,10
