; A387597: Triangle read by rows: T(n,k) = Sum_{j=0..2k} (-1)^j * binomial(2k,j) * (k-j)^(2n).
; Submitted by KetamiNO [YouTube]
; 1,0,2,0,2,24,0,2,120,720,0,2,504,10080,40320,0,2,2040,105840,1209600,3628800,0,2,8184,1013760,25280640,199584000,479001600,0,2,32760,9369360,461260800,7264857600,43589145600,87178291200

mov $1,$0
add $1,1
mov $3,$1
mul $3,8
nrt $3,2
sub $3,1
div $3,2
mov $2,$3
add $2,1
bin $2,2
sub $1,$2
sub $1,1
mov $4,$1
mov $1,$3
mov $3,$4
add $3,1
lpb $3
  sub $3,1
  mov $6,$3
  pow $6,$1
  pow $6,2
  mov $7,-1
  sub $7,$4
  sub $7,$3
  bin $7,$5
  mul $7,$6
  add $8,$7
  add $5,1
lpe
add $0,1
min $0,2
mul $0,$8
