; A393464: Number of maximum independent vertex sets and minimum vertex covers in the n-necklace graph.
; Submitted by Science United
; 4,4,24,8,80,16,224,32,576,64,1408,128,3328,256,7680,512,17408,1024,38912,2048,86016,4096,188416,8192,409600,16384,884736,32768,1900544,65536,4063232,131072,8650752,262144,18350080,524288,38797312,1048576,81788928,2097152

#offset 1

mov $2,$0
mov $3,1
lpb $0
  rol $2,2
  sub $0,1
  mul $3,2
lpe
mov $0,$3
mul $0,2
