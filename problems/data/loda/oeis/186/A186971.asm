; A186971: Maximal cardinality of a subset of {1, 2, ..., n} containing n and having pairwise coprime elements.
; Submitted by Science United
; 1,2,3,3,4,3,5,5,5,4,6,5,7,6,6,7,8,7,9,8,8,8,10,9,10,9,10,9,11,9,12,12,11,11,11,11,13,12,12,12,14,12,15,14,14,14,16,15,16,15,15,15,17,16,16,16,16,16,18,16,19,18,18,19,18,17,20,19,19,18,21,20,22,21,21,21,21,20,23,22

#offset 1

sub $0,1
mov $1,1
add $1,$0
lpb $0
  mov $3,$2
  mul $3,$0
  lpb $3
    sub $0,1
    add $2,1
    mov $4,$1
    gcd $4,$2
    neq $4,1
    sub $3,$4
  lpe
  add $2,1
  add $5,1
  sub $0,1
  mul $1,$2
lpe
mov $0,$5
add $0,1
