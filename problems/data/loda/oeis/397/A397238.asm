; A397238: Dirichlet g.f.: Product_{p prime} (1 + 1/p^s + 1/p^(2*s-1)).
; Submitted by Bagoda Tes-X
; 1,1,1,2,1,1,1,0,3,1,1,2,1,1,1,0,1,3,1,2,1,1,1,0,5,1,0,2,1,1,1,0,1,1,1,6,1,1,1,0,1,1,1,2,3,1,1,0,7,5,1,2,1,0,1,0,1,1,1,2,1,1,3,0,1,1,1,2,1,1,1,0,1,1,5,2,1,1,1,0

#offset 1

mov $1,1
mov $2,1
lpb $0
  mov $3,$0
  lpb $3
    mov $4,$0
    mod $4,$2
    neq $4,0
    mov $5,$2
    equ $5,1
    add $2,1
    max $4,$5
    sub $3,$4
  lpe
  div $5,2
  lpb $0
    dif $0,$2
    equ $5,1
    mul $5,$2
    add $5,$4
    div $4,2
  lpe
  mul $1,$5
lpe
mov $0,$1
