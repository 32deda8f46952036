; A100000: Middle column of marks found on the oldest object with logical carvings, the 22000-year-old Ishango bone from the Congo.
; Submitted by USTL-FIL (Lille Fr)
; 3,6,4,8,10,5,5,7

#offset 1

mov $2,2
sub $0,1
lpb $0
  mov $1,$0
  div $1,2
  mod $1,2
  mul $1,$2
  sub $0,1
  div $0,2
  dif $2,2
  add $2,4
  sub $2,$1
lpe
mov $0,$2
add $0,1
