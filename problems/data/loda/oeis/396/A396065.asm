; A396065: The total number of at-most-4-furcating labeled histories that can be constructed for n labeled leaves.
; Submitted by Shanman Racing
; 1,1,4,29,335,5665,131705,4028430,156800490,7567091700,443391506250,31006215829050,2550705276018900,243844277577250350,26806543530806539500,3357980302742399334000,475494120154548612117000,75572740333888003521315000,13396707931178035747104822000

#offset 1

mov $2,2
lpb $0
  sub $0,1
  mov $5,2
  max $6,1
  mov $4,$2
  lpb $4
    mov $8,$4
    mov $9,10
    add $9,$5
    sub $4,1
    mov $7,1
    add $7,$0
    add $7,$4
    bin $7,$0
    trn $8,4
    equ $8,0
    mul $7,$$9
    mul $7,$8
    add $5,1
    add $6,$7
  lpe
  sub $6,$3
  mov $3,$6
  mov $$9,$3
  add $2,1
lpe
mov $0,$6
