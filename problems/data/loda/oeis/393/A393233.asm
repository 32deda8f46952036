; A393233: Halting time for Wolfram's 2-state 2-symbol Turing machine 919 when started with n on the tape.
; Submitted by Science United
; 1,9,1,5,1,5,1,5,1,13,1,5,1,5,1,5,1,9,1,5,1,5,1,5,1,9,1,5,1,5,1,5,1,9,1,5,1,5,1,5,1,17,1,5,1,5,1,5,1,9,1,5,1,5,1,5,1,9,1,5,1,5,1,5,1,9,1,5,1,5,1,5,1,13,1,5,1,5,1,5

#offset 1

mul $0,6
add $0,4
lpb $0
  dif $0,4
  add $1,1
lpe
mov $0,$1
mul $0,4
add $0,1
